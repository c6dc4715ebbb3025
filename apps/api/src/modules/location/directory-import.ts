import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The bundled India Post directory (GODL-India; attribution in apps/api/data/README.md). */
const PINCODE_OFFICES_CSV = fileURLToPath(new URL('../../../data/india-pincodes.csv', import.meta.url));
const PINCODE_CENTROIDS_CSV = fileURLToPath(
  new URL('../../../data/india-pincode-centroids.csv', import.meta.url),
);

/**
 * Held for the loading transaction only. Distinct from the other startup locks (migrations
 * 7_270_721, catalogue seed 7_270_722, blog seed 7_270_731) so unrelated seeds never queue.
 */
const PINCODE_SEED_LOCK = 7_270_741;
/**
 * Rows per insert statement. One statement per ~15k rows keeps each parameter array a few MB,
 * well inside both drivers' limits, while the whole load stays a dozen round trips.
 */
const BATCH_ROWS = 15_000;

const OFFICE_COLUMNS = [
  'pincode',
  'office_name',
  'office_type',
  'district',
  'state',
  'latitude',
  'longitude',
];
const CENTROID_COLUMNS = ['pincode', 'latitude', 'longitude', 'offices', 'flag'];

type Executor = Pick<Db, 'execute'>;
type Columns = string[][];

/** One CSV line into fields. The data has no quoted fields, but a refreshed file might. */
function splitLine(line: string): string[] {
  if (!line.includes('"')) return line.split(',');
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (ch === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else {
      field += ch;
    }
  }
  fields.push(field);
  return fields;
}

/**
 * The named columns of a CSV file, each as one array (the shape `unnest` wants), found by
 * header name so that a refreshed file with reordered or extra columns still loads.
 */
function parseCsvColumns(text: string, names: readonly string[], file = 'csv'): Columns {
  const lines = text.split('\n');
  const header = splitLine((lines[0] ?? '').replace(/^\uFEFF/, '').trimEnd());
  const positions = names.map((name) => {
    const at = header.indexOf(name);
    if (at < 0) throw new Error(`${file}: missing column '${name}'`);
    return at;
  });
  const columns: Columns = names.map(() => []);
  for (let n = 1; n < lines.length; n++) {
    const raw = lines[n] ?? '';
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line === '') continue;
    const fields = splitLine(line);
    if (fields.length !== header.length) {
      throw new Error(`${file} line ${n + 1}: ${fields.length} fields, expected ${header.length}`);
    }
    for (let c = 0; c < positions.length; c++) columns[c]!.push(fields[positions[c]!]!);
  }
  return columns;
}

/** Data rows of a CSV file (non-empty lines after the header), counted as the parser counts them. */
function countRows(text: string): number {
  const lines = text.split('\n').filter((line) => line !== '' && line !== '\r');
  return Math.max(0, lines.length - 1);
}

async function isLoaded(db: Executor, offices: number, centroids: number): Promise<boolean> {
  const result = await db.execute<{ loaded: boolean }>(sql`
    select (select count(*) from pincode_offices) = ${offices}
       and (select count(*) from pincode_centroids) = ${centroids} as loaded`);
  return result.rows[0]?.loaded === true;
}

/** `insert … select from unnest(text[]…)`: one parameter per column, ~15k rows per statement. */
async function insertBatches(db: Executor, columns: Columns, insert: (arrays: SQL[]) => SQL): Promise<void> {
  const total = columns[0]?.length ?? 0;
  for (let start = 0; start < total; start += BATCH_ROWS) {
    const arrays = columns.map(
      (column) => sql`${sql.param(column.slice(start, start + BATCH_ROWS))}::text[]`,
    );
    await db.execute(insert(arrays));
  }
}

function insertOffices(db: Executor, columns: Columns): Promise<void> {
  // Coordinates travel as text: '' becomes NULL here rather than in each driver's array encoder.
  return insertBatches(
    db,
    columns,
    (a) => sql`
      insert into pincode_offices (pincode, office_name, office_type, district, state, latitude, longitude)
      select p, n, t, d, s, nullif(lat, '')::float8, nullif(lng, '')::float8
      from unnest(${sql.join(a, sql`, `)}) as u(p, n, t, d, s, lat, lng)`,
  );
}

function insertCentroids(db: Executor, columns: Columns): Promise<void> {
  return insertBatches(
    db,
    columns,
    (a) => sql`
      insert into pincode_centroids (pincode, latitude, longitude, offices, flag)
      select p, nullif(lat, '')::float8, nullif(lng, '')::float8, o::int, f
      from unnest(${sql.join(a, sql`, `)}) as u(p, lat, lng, o, f)`,
  );
}

/**
 * Loads the India Post directory (165k offices, 19.5k PIN points) when the tables do not hold
 * exactly the bundled files' rows: on a new database, and again after the files are refreshed.
 * Otherwise a no-op costing two counts. Several processes may start at once, so the load runs
 * in one transaction under an advisory lock and checks again once it holds the lock.
 */
export async function seedPincodes(db: Db): Promise<void> {
  const [officesText, centroidsText] = await Promise.all([
    readFile(PINCODE_OFFICES_CSV, 'utf8'),
    readFile(PINCODE_CENTROIDS_CSV, 'utf8'),
  ]);
  const officeRows = countRows(officesText);
  const centroidRows = countRows(centroidsText);
  if (await isLoaded(db, officeRows, centroidRows)) return;

  const offices = parseCsvColumns(officesText, OFFICE_COLUMNS, 'india-pincodes.csv');
  const centroids = parseCsvColumns(centroidsText, CENTROID_COLUMNS, 'india-pincode-centroids.csv');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PINCODE_SEED_LOCK})`);
    if (await isLoaded(tx, officeRows, centroidRows)) return;
    // An older snapshot is replaced whole; delete (not truncate) so readers are not blocked.
    await tx.execute(sql`delete from pincode_offices`);
    await tx.execute(sql`delete from pincode_centroids`);
    await insertOffices(tx, offices);
    await insertCentroids(tx, centroids);
  });
}
