/**
 * npm run bench: the catalogue API under load, against a ceiling on the same server.
 * Uses DATABASE_URL when set (it must hold the large catalogue), else starts a scratch
 * PostgreSQL and loads `seed:large` into it. Options: --products N --bookings N
 * --connections N --duration SECONDS, --staff-only (just Today, the calendar and peak dates),
 * --staff-connections N (the back office's load: a branch's counter staff, 8 by default).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { addDays, todayInIndia } from '../packages/shared/src/rules/index.ts';
import { benchOrders } from './lib/bench-orders.ts';
import { benchStaff } from './lib/bench-staff.ts';
import { startScratchPostgres } from './lib/scratch-postgres.ts';

const { values: opts } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    bookings: { type: 'string', default: '1000000' },
    connections: { type: 'string', default: '50' },
    'staff-connections': { type: 'string', default: '8' },
    duration: { type: 'string', default: '10' },
    'staff-only': { type: 'boolean', default: false },
  },
});
const connections = Number(opts.connections);
const duration = Number(opts.duration);
const port = 3457;
const base = `http://127.0.0.1:${port}`;

let scratch: ReturnType<typeof startScratchPostgres> | undefined;
let server: ChildProcess | undefined;
function cleanUp() {
  server?.kill('SIGTERM');
  scratch?.stop();
}
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become healthy');
}

type Row = { name: string; rps: number; p50: number; p99: number; bytes: number; ceilingRps: number };

/** Loads one URL, or with `vary` a new query on every request (so no cache can answer). */
async function load(
  url: string,
  vary?: (n: number) => string,
): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  let n = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
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
  const errors = result.errors + result.non2xx + result.timeouts;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

async function main() {
  let url = process.env.DATABASE_URL;
  if (!url) {
    scratch = startScratchPostgres(55433);
    url = scratch.url;
    console.log(
      `scratch PostgreSQL at ${url}; loading ${opts.products} products and ${opts.bookings} bookings…`,
    );
    const seeded = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/seed-large.ts',
        '--products',
        opts.products,
        '--bookings',
        opts.bookings,
        '--yes',
      ],
      { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } },
    );
    if (seeded.status !== 0) throw new Error('seed:large failed');
  }
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      BENCH_ROUTES: 'true',
      NODE_ENV: 'development',
    },
  });
  await waitForHealth();

  const first = (await (await fetch(`${base}/api/products?limit=1`)).json()) as {
    items: { code: string; categorySlug: string }[];
  };
  const sampleItem = first.items[0];
  if (!sampleItem) throw new Error('the catalogue is empty');
  const { code, categorySlug: category } = sampleItem;
  const eventDate = addDays(todayInIndia(), 30);
  // Scenarios whose every request differs (a price bound changes by a rupee each time): the
  // micro-cache cannot answer them, so they measure the query path itself.
  const varied: [string, string, (n: number) => string][] = [
    ['listing, all misses', '/api/products?maxPrice=20000', (n) => `/api/products?maxPrice=${20_000 + n}`],
    [
      'event date, all misses',
      `/api/products?category=${category}&eventDate=${eventDate}&period=4`,
      (n) => `/api/products?category=${category}&eventDate=${eventDate}&period=4&maxPrice=${20_000 + n}`,
    ],
  ];
  const scenarios: [string, string][] = [
    ['listing', '/api/products'],
    [
      'listing filtered',
      `/api/products?category=${category}&size=40&minPrice=500&maxPrice=8000&sort=lowToHigh`,
    ],
    ['listing event date', `/api/products?category=${category}&eventDate=${eventDate}&period=4`],
    ['product detail', `/api/products/${code}`],
    ['quote', `/api/products/${code}/quote?eventDate=${addDays(eventDate, 40)}&period=6`],
  ];

  const rows: Row[] = [];
  const staffOnly = opts['staff-only'];
  if (staffOnly) scenarios.length = varied.length = 0;
  for (const [name, path] of scenarios) {
    const sample = await fetch(`${base}${path}`);
    const bytes = (await sample.arrayBuffer()).byteLength;
    if (!sample.ok) throw new Error(`${name}: ${path} answered ${sample.status}`);
    const ceiling = await load(`${base}/api/bench/ceiling?bytes=${bytes}`);
    const measured = await load(`${base}${path}`);
    if (measured.errors > 0) console.warn(`${name}: ${measured.errors} errors or non-2xx answers`);
    rows.push({ name, bytes, ...measured, ceilingRps: ceiling.rps });
  }

  for (const [name, path, vary] of varied) {
    const sample = await fetch(`${base}${path}`);
    const bytes = (await sample.arrayBuffer()).byteLength;
    const ceiling = await load(`${base}/api/bench/ceiling?bytes=${bytes}`);
    const measured = await load(base, vary);
    if (measured.errors > 0) console.warn(`${name}: ${measured.errors} errors or non-2xx answers`);
    rows.push({ name, bytes, ...measured, ceilingRps: ceiling.rps });
  }

  console.log(`\n${connections} connections, ${duration} s each, PostgreSQL\n`);
  console.log('scenario                 bytes    req/s   p50 ms   p99 ms   ceiling req/s   ratio');
  for (const r of rows) {
    const ratio = r.rps / r.ceilingRps;
    console.log(
      `${r.name.padEnd(24)} ${String(r.bytes).padStart(6)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${r.ceilingRps.toFixed(0).padStart(15)} ${(ratio * 100).toFixed(0).padStart(6)} %`,
    );
  }
  if (!staffOnly) {
    const orders = await benchOrders(base, url, { connections, duration });
    console.log(
      `\norders: ${orders.attempts} attempts, ${orders.ordersPerSecond.toFixed(0)} orders/s placed with holds, ` +
        `${orders.conflicts} refused (409, piece taken), p50 ${orders.p50} ms, p99 ${orders.p99} ms; ` +
        `double bookings: ${orders.doubleBookings}${orders.doubleBookings === 0 ? '' : ' (MUST BE 0)'}`,
    );
    if (orders.doubleBookings !== 0) process.exitCode = 1;
  }

  const staffConnections = Number(opts['staff-connections']);
  const staff = await benchStaff(base, url, { connections: staffConnections, duration });
  console.log(`\nback office, busiest branch, ${staffConnections} connections (counter staff at once)`);
  console.log('scenario                       bytes    req/s   p50 ms   p99 ms');
  for (const r of staff) {
    if (r.errors > 0) console.warn(`${r.name}: ${r.errors} errors or non-2xx answers`);
    console.log(
      `${r.name.padEnd(28)} ${String(r.bytes).padStart(7)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)}`,
    );
  }

  const listing = rows.filter((r) => r.name.startsWith('listing') && !r.name.includes('misses'));
  const ok = listing.every((r) => r.p99 <= 50 && r.rps / r.ceilingRps >= 0.5);
  if (!staffOnly)
    console.log(`\ntargets (listing p99 <= 50 ms, >= 50 % of the ceiling): ${ok ? 'met' : 'NOT met'}`);
  const isPeak = (r: { name: string }) => r.name.startsWith('peak');
  const staffOk = staff.filter((r) => !isPeak(r)).every((r) => r.p99 <= 50 && r.errors === 0);
  console.log(
    `targets (Today and calendar p99 <= 50 ms at ${staffConnections} connections): ${staffOk ? 'met' : 'NOT met'}`,
  );
  const peakOk = staff
    .filter((r) => isPeak(r) && !r.name.includes('misses'))
    .every((r) => r.p99 <= 100 && r.errors === 0);
  console.log(`targets (peak dates p99 <= 100 ms): ${peakOk ? 'met' : 'NOT met'}`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
