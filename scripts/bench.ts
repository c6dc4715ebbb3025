/**
 * npm run bench: the catalogue API under load, against a ceiling on the same server.
 * Uses DATABASE_URL when set (it must hold the large catalogue), else starts a scratch
 * PostgreSQL and loads `seed:large` into it. Options: --products N --bookings N
 * --connections N --duration SECONDS, --staff-only (just Today, the calendar and peak dates),
 * --skip-staff, --orders-only (just order placement), --staff-connections N (the back office's load: a branch's counter staff, 8 by
 * default), --pglite (the same catalogue paths against the embedded PGlite too, on a smaller seed:
 * --pglite-products / --pglite-bookings, kept in --pglite-dir between runs), --out FILE (the JSON
 * of the table, bench-results.json by default, so two runs can be compared).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { addDays, todayInIndia } from '../packages/shared/src/rules/index.ts';
import { benchOrders, ordersRow } from './lib/bench-orders.ts';
import { benchStaff } from './lib/bench-staff.ts';
import { type BenchRow, durability, judge, load, machine, printTable } from './lib/bench-table.ts';
import { startScratchPostgres } from './lib/scratch-postgres.ts';

const { values: opts } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    bookings: { type: 'string', default: '1000000' },
    connections: { type: 'string', default: '50' },
    'staff-connections': { type: 'string', default: '8' },
    duration: { type: 'string', default: '10' },
    'staff-only': { type: 'boolean', default: false },
    'skip-staff': { type: 'boolean', default: false },
    'orders-only': { type: 'boolean', default: false },
    pglite: { type: 'boolean', default: false },
    'pglite-products': { type: 'string', default: '20000' },
    'pglite-bookings': { type: 'string', default: '200000' },
    'pglite-dir': { type: 'string', default: '.tmp/bench-pglite' },
    out: { type: 'string', default: 'bench-results.json' },
  },
});
const connections = Number(opts.connections);
const duration = Number(opts.duration);
const loadOpts = { connections, duration };

let scratch: ReturnType<typeof startScratchPostgres> | undefined;
const servers: ChildProcess[] = [];
function cleanUp() {
  for (const server of servers) server.kill('SIGTERM');
  scratch?.stop();
}
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become healthy');
}

/** The API server on `port`, on PostgreSQL (DATABASE_URL) or on PGlite (DATA_DIR). */
async function startServer(port: number, dbEnv: Record<string, string>): Promise<ChildProcess> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    BENCH_ROUTES: 'true',
    NODE_ENV: 'development',
    ...dbEnv,
  };
  if (!dbEnv.DATABASE_URL) delete env.DATABASE_URL;
  // As `npm start` runs it: a young generation of 64 MB (record 33, addendum 2).
  const server = spawn(
    process.execPath,
    ['--max-semi-space-size=64', '--import', 'tsx', 'apps/api/src/server.ts'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env,
    },
  );
  servers.push(server);
  await waitForHealth(`http://127.0.0.1:${port}`);
  return server;
}

function seed(env: Record<string, string | undefined>, products: string, bookings: string): void {
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/seed-large.ts', '--products', products, '--bookings', bookings, '--yes'],
    { stdio: 'inherit', env },
  );
  if (seeded.status !== 0) throw new Error('seed:large failed');
}

type Sample = { codes: string[]; categories: string[]; periods: number[] };

/** Pieces and categories to vary the uncached requests over. */
async function sample(base: string): Promise<Sample> {
  const page = (await (await fetch(`${base}/api/products?limit=60`)).json()) as {
    items: { code: string; categorySlug: string }[];
  };
  if (page.items.length === 0) throw new Error('the catalogue is empty');
  return {
    codes: page.items.map((i) => i.code),
    categories: [...new Set(page.items.map((i) => i.categorySlug))],
    periods: [4, 6, 8, 10],
  };
}

type Scenario = {
  name: string;
  path: string;
  vary?: (n: number) => string;
  target: BenchRow['target'];
};

/** The catalogue paths of the issue: cached ones, then ones whose every request is new. */
function scenarios(s: Sample): Scenario[] {
  const today = todayInIndia();
  const pick = <T>(list: T[], n: number): T => list[n % list.length] as T;
  const code = pick(s.codes, 0);
  const category = pick(s.categories, 0);
  const eventDate = addDays(today, 30);
  // A new event date (over ten months), period, category and price bound on every request.
  const dated = (n: number) =>
    `/api/products?category=${pick(s.categories, n)}&eventDate=${addDays(today, 5 + (n % 300))}` +
    `&period=${pick(s.periods, n >> 3)}&maxPrice=${20_000 + n}`;
  const undated = (n: number) => `/api/products?category=${pick(s.categories, n)}&maxPrice=${20_000 + n}`;
  const quoted = (n: number) =>
    `/api/products/${pick(s.codes, n)}/quote?eventDate=${addDays(today, 5 + (n % 300))}&period=${pick(s.periods, n >> 2)}`;
  const cached = { ratio: 0.5, p99: 50 };
  return [
    { name: 'listing', path: '/api/products', target: cached },
    {
      name: 'listing filtered',
      path: `/api/products?category=${category}&size=40&minPrice=500&maxPrice=8000&sort=lowToHigh`,
      target: cached,
    },
    {
      name: 'listing event date',
      path: `/api/products?category=${category}&eventDate=${eventDate}&period=4`,
      target: cached,
    },
    { name: 'product detail', path: `/api/products/${code}`, target: null },
    { name: 'event date, uncached', path: dated(0), vary: dated, target: { ratio: 0.25, p99: 25 } },
    { name: 'no date, uncached', path: undated(0), vary: undated, target: { ratio: 0.3, p99: 20 } },
    { name: 'quote, uncached', path: quoted(0), vary: quoted, target: { ratio: 0.5 } },
  ];
}

/**
 * The first answer of a path once the server has caught up with the previous load (a path that
 * overloads the database leaves a queue behind it that answers 503 for a while).
 */
async function settled(url: string): Promise<Response> {
  const health = url.replace(/\/api\/.*$/, '/api/health');
  for (let i = 0; i < 60; i++) {
    const t = performance.now();
    await fetch(health).catch(() => undefined);
    if (performance.now() - t < 100) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  for (let i = 0; ; i++) {
    const answer = await fetch(url);
    if (answer.status !== 503 || i >= 60) return answer;
    await answer.arrayBuffer();
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function benchCatalogue(db: BenchRow['db'], base: string, list: Scenario[]): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const sc of list) {
    const first = await settled(`${base}${sc.path}`);
    const bytes = (await first.arrayBuffer()).byteLength;
    if (!first.ok && first.status !== 409) throw new Error(`${sc.name}: ${sc.path} answered ${first.status}`);
    const ceiling = await load(`${base}/api/bench/ceiling?bytes=${bytes}`, loadOpts);
    const measured = sc.vary
      ? await load(base, loadOpts, sc.vary)
      : await load(`${base}${sc.path}`, loadOpts);
    const row = { db, name: sc.name, bytes, ...measured, ceilingRps: ceiling.rps, target: sc.target };
    rows.push({ ...row, met: judge(row) });
    console.log(`${db} ${sc.name}: ${measured.rps.toFixed(0)} req/s, p99 ${measured.p99} ms`);
  }
  return rows;
}

/** What the footer adds about the scratch cluster's shared memory (unknown for DATABASE_URL). */
function hugePagesNote(inHugePages: boolean | null): string {
  if (inHugePages === null) return '';
  return inHugePages ? ', shared memory in huge pages' : ', shared memory NOT in huge pages (none free)';
}

async function main() {
  const started = new Date().toISOString();
  const machineAtStart = machine();
  let url = process.env.DATABASE_URL;
  if (!url) {
    scratch = startScratchPostgres(55433);
    url = scratch.url;
    console.log(
      `scratch PostgreSQL at ${url}; loading ${opts.products} products and ${opts.bookings} bookings…`,
    );
    seed({ ...process.env, DATABASE_URL: url }, opts.products, opts.bookings);
  }
  const database = {
    scratch: !process.env.DATABASE_URL,
    ...(await durability(url)),
    // Known for the scratch cluster only: whether its shared memory got huge pages (record 49).
    sharedMemoryInHugePages: scratch?.hugePages ?? null,
  };
  const staffOnly = opts['staff-only'];
  const pgBase = 'http://127.0.0.1:3457';
  await startServer(3457, { DATABASE_URL: url });
  const rows: BenchRow[] = [];

  if (!staffOnly) {
    if (!opts['orders-only'])
      rows.push(...(await benchCatalogue('postgres', pgBase, scenarios(await sample(pgBase)))));
    const orders = await benchOrders(pgBase, url, { connections, duration });
    const row = ordersRow(orders);
    rows.push({ ...row, met: judge(row) });
    if (orders.doubleBookings !== 0) process.exitCode = 1;
  }

  if (!opts['skip-staff'] && !opts['orders-only']) {
    const staffConnections = Number(opts['staff-connections']);
    for (const { connections, ...r } of await benchStaff(pgBase, url, {
      connections: staffConnections,
      duration,
    })) {
      const isPeak = r.name.startsWith('peak');
      // Rows that defeat the kept answers on purpose (every request a new peak window, or the
      // branch writing every 50 ms) show the database's own cost; they carry no target.
      const stress = r.name.includes('misses') || r.name.includes('from the database');
      const target = stress ? null : isPeak ? { p99: 100 } : { p99: 50 };
      const row = {
        db: 'postgres' as const,
        ...r,
        ceilingRps: null,
        target,
        note: `${connections} conn.`,
      };
      rows.push({ ...row, met: judge(row) });
    }
  }

  if (opts.pglite && !staffOnly && !opts['orders-only']) {
    const dir = opts['pglite-dir'];
    if (!existsSync(dir)) {
      console.log(
        `PGlite in ${dir}: loading ${opts['pglite-products']} products, ${opts['pglite-bookings']} bookings…`,
      );
      const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dir };
      delete env.DATABASE_URL;
      seed(env, opts['pglite-products'], opts['pglite-bookings']);
    }
    const liteBase = 'http://127.0.0.1:3458';
    await startServer(3458, { DATA_DIR: dir });
    const lite = scenarios(await sample(liteBase)).filter((s) => s.name !== 'product detail');
    rows.push(...(await benchCatalogue('pglite', liteBase, lite)));
  }

  printTable(rows);
  const machineAtEnd = machine();
  console.log(
    `\n${connections} connections, ${duration} s per path; PGlite: ${opts['pglite-products']} products, ` +
      `${opts['pglite-bookings']} bookings (orders and the back office run on PostgreSQL only).\n` +
      `machine: ${machineAtStart.cpus} cores; load average at start ${machineAtStart.loadavg.join(' / ')}, ` +
      `at end ${machineAtEnd.loadavg.join(' / ')} (the bench shares the cores: compare ratios, not req/s)\n` +
      `PostgreSQL: ${database.scratch ? 'the scratch cluster' : 'DATABASE_URL'}, fsync ${database.fsync}, ` +
      `synchronous_commit ${database.synchronousCommit} (a commit ${database.commitWaitsForDisk ? 'waits' : 'does not wait'} for the disk; record 44), ` +
      `huge_pages ${database.hugePages}${hugePagesNote(database.sharedMemoryInHugePages)} (record 49)`,
  );
  await writeFile(
    opts.out,
    `${JSON.stringify({ started, connections, duration, machineAtStart, machineAtEnd, database, pglite: opts.pglite ? { products: Number(opts['pglite-products']), bookings: Number(opts['pglite-bookings']) } : null, rows }, null, 2)}\n`,
  );
  console.log(`written to ${opts.out}`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
