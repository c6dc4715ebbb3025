import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';

/** One measured path: its req/s against the ceiling measured just before it on the same server. */
export type BenchRow = {
  db: 'postgres' | 'pglite';
  name: string;
  bytes: number;
  rps: number;
  p50: number;
  p99: number;
  /** Answers that were neither 2xx nor an expected 409 (a taken piece), plus socket errors. */
  errors: number;
  ceilingRps: number | null;
  target: { ratio?: number; p99?: number; rps?: number } | null;
  /** Anything else the row must show (orders: double bookings). */
  note?: string;
  /** Order placement: orders placed in each second of the warm-up and of the run. */
  perSecond?: { warmUp: number[]; run: number[] };
  met: boolean | null;
};

type LoadResult = { rps: number; p50: number; p99: number; errors: number };

/**
 * Loads one URL for `duration` seconds, or with `vary` a new path on every request (so no cache
 * can answer). A 409 is an answer (the piece is taken), not an error.
 */
export async function load(
  url: string,
  opts: { connections: number; duration: number },
  vary?: (n: number) => string,
): Promise<LoadResult> {
  let n = 0;
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.duration,
    pipelining: 1,
    ...(vary
      ? {
          requests: [
            {
              method: 'GET' as const,
              setupRequest: (req: autocannon.Request) => {
                n += 1;
                return { ...req, path: vary(n) };
              },
            },
          ],
        }
      : {}),
  });
  const conflicts = result.statusCodeStats?.['409']?.count ?? 0;
  const errors = result.errors + result.timeouts + result.non2xx - conflicts;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

/** Whether a row meets its target (null when it has none). */
export function judge(row: Omit<BenchRow, 'met'>): boolean | null {
  const t = row.target;
  if (!t) return null;
  if (row.errors > 0) return false;
  if (t.ratio !== undefined && (row.ceilingRps === null || row.rps / row.ceilingRps < t.ratio)) return false;
  if (t.p99 !== undefined && row.p99 > t.p99) return false;
  if (t.rps !== undefined && row.rps < t.rps) return false;
  return true;
}

function targetText(t: BenchRow['target']): string {
  if (!t) return '';
  const parts: string[] = [];
  if (t.ratio !== undefined) parts.push(`>= ${Math.round(t.ratio * 100)} %`);
  if (t.rps !== undefined) parts.push(`>= ${t.rps}/s`);
  if (t.p99 !== undefined) parts.push(`p99 <= ${t.p99}`);
  return parts.join(', ');
}

/** The one table: every path of every database, ratio to the ceiling, latency, target, met. */
export function printTable(rows: BenchRow[]): void {
  const header =
    'db        path                              bytes    req/s  ceiling   ratio   p50 ms   p99 ms  errors  target                   met';
  console.log(`\n${header}\n${'-'.repeat(header.length)}`);
  for (const r of rows) {
    const ratio = r.ceilingRps ? `${((r.rps / r.ceilingRps) * 100).toFixed(1)} %` : '';
    const met = r.met === null ? '' : r.met ? 'yes' : 'NO';
    console.log(
      `${r.db.padEnd(9)} ${r.name.padEnd(32)} ${String(r.bytes).padStart(6)} ${r.rps.toFixed(0).padStart(8)} ${(r.ceilingRps?.toFixed(0) ?? '').padStart(8)} ${ratio.padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(7)}  ${targetText(r.target).padEnd(24)} ${met}${r.note ? `  (${r.note})` : ''}`,
    );
  }
}

/** How busy the machine was: the bench shares it, so absolute numbers move with the load. */
export function machine(): { cpus: number; model: string; loadavg: number[] } {
  return {
    cpus: cpus().length,
    model: cpus()[0]?.model ?? '',
    loadavg: loadavg().map((l) => Number(l.toFixed(2))),
  };
}

/**
 * The PostgreSQL settings that move order placement most: whether a commit waits for its WAL to
 * reach the disk (record 44; the scratch cluster turns both off, a production database keeps them
 * on), and whether shared memory may sit in huge pages (record 49).
 */
export async function durability(
  url: string,
): Promise<{ fsync: string; synchronousCommit: string; commitWaitsForDisk: boolean; hugePages: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ fsync: string; synchronousCommit: string; hugePages: string }>(
      `select current_setting('fsync') as fsync, current_setting('synchronous_commit') as "synchronousCommit",
         current_setting('huge_pages') as "hugePages"`,
    );
    const { fsync = '', synchronousCommit = '', hugePages = '' } = rows[0] ?? {};
    return {
      fsync,
      synchronousCommit,
      commitWaitsForDisk: fsync === 'on' && synchronousCommit !== 'off',
      hugePages,
    };
  } finally {
    await client.end();
  }
}
