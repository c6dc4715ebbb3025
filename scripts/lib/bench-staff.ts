import { createHash, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { addDays, todayInIndia } from '../../packages/shared/src/rules/index.ts';
import { seedBranchOrders } from './bench-branch-orders.ts';
import type { BenchRow } from './bench-table.ts';

/** Seconds of load before each measured run. */
const WARM_UP_SECONDS = 2;

export type StaffBenchRow = Pick<BenchRow, 'name' | 'bytes' | 'rps' | 'p50' | 'p99' | 'errors'> & {
  /** Connections the row was measured with: the peak view's misses use fewer. */
  connections: number;
};

/**
 * An owner signed in directly in the database (the benchmark measures the back office, not the
 * sign-in), and the branch with the most rental pieces: the busiest calendar.
 */
async function prepareStaff(client: pg.Client): Promise<{ token: string; branchId: number }> {
  const token = randomBytes(32).toString('base64url');
  const member = await client.query<{ id: string }>(
    `insert into staff (mobile, name, role) values ('6999999999', 'Bench owner', 'owner')
     on conflict (mobile) do update set active = true, role = 'owner' returning id`,
  );
  await client.query(
    `insert into staff_sessions (staff_id, token_hash, expires_at) values ($1, $2, now() + interval '12 hours')`,
    [member.rows[0]?.id, createHash('sha256').update(token).digest('hex')],
  );
  const branch = await client.query<{ branchId: number }>(
    `select branch_id as "branchId" from products where type = 'rent' and is_active
     group by branch_id order by count(*) desc limit 1`,
  );
  const branchId = branch.rows[0]?.branchId;
  if (!branchId) throw new Error('the catalogue has no rental pieces');
  return { token, branchId };
}

/**
 * Marks the branch changed every `everyMs` while `work` runs, as a write at its counter would.
 * Every second ("branch writing"): a very busy branch, eight counters each writing every eight
 * seconds. Every 50 ms ("from the database"): far more often than any branch writes, so kept
 * answers can hardly be used and the rows measure reading Today and the calendar afresh.
 */
async function whileBranchWrites<T>(
  databaseUrl: string,
  branchId: number,
  everyMs: number,
  work: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let writing = true;
  const writer = (async () => {
    while (writing) {
      await client.query('select note_branch_changes(array[$1]::int[])', [branchId]);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  try {
    return await work();
  } finally {
    writing = false;
    await writer;
    await client.end();
  }
}

/**
 * Today and a month of the booking calendar for the busiest branch: as staff read them (the same
 * screens again), while the branch writes all the time, the calendar on a moving month start and
 * with a code search; the peak-date view.
 */
export async function benchStaff(
  base: string,
  databaseUrl: string,
  opts: { connections: number; duration: number },
): Promise<StaffBenchRow[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let prepared: { token: string; branchId: number };
  try {
    prepared = await prepareStaff(client);
    const orders = await seedBranchOrders(client, prepared.branchId, todayInIndia());
    console.log(`back office: branch ${prepared.branchId} has ${orders} orders from 20 days ago to 30 ahead`);
  } finally {
    await client.end();
  }
  const { token, branchId } = prepared;
  const headers = { authorization: `Bearer ${token}` };
  const today = todayInIndia();
  const month = (from: string) =>
    `/api/staff/calendar?branch=${branchId}&from=${from}&to=${addDays(from, 30)}`;
  // Peak dates: 120 days of every branch (the owner's widest view) and of the busiest branch; then
  // with a different start day on every request, so no kept answer helps (fewer connections: each
  // one adds up four months of bookings).
  const peak = (from: string, branch = '') => `/api/staff/peak?from=${from}&days=120${branch}`;
  const scenarios: [string, (n: number) => string, number?][] = [
    ['staff today', () => `/api/staff/today?branch=${branchId}`],
    ['staff today, branch writing', () => `/api/staff/today?branch=${branchId}`],
    ['staff today, from the database', () => `/api/staff/today?branch=${branchId}`],
    ['calendar month', () => month(today)],
    ['calendar, branch writing', () => month(today)],
    ['calendar, from the database', () => month(today)],
    ['calendar, moving month', (n) => month(addDays(today, n % 120))],
    ['calendar search', (n) => `${month(today)}&q=${n % 2 === 0 ? 'A' : 'B'}&limit=100`],
    ['peak dates, all branches', () => peak(today)],
    ['peak dates, busiest branch', () => peak(today, `&branch=${branchId}`)],
    ['peak dates, all misses', (n) => peak(addDays(today, 1 + (n % 300)), `&branch=${branchId}`), 2],
  ];
  const rows: StaffBenchRow[] = [];
  for (const [name, path, connections] of scenarios) {
    const sample = await fetch(`${base}${path(0)}`, { headers });
    const bytes = (await sample.arrayBuffer()).byteLength;
    if (!sample.ok) throw new Error(`${name}: ${path(0)} answered ${sample.status}`);
    let n = 0;
    const run = (duration: number) =>
      autocannon({
        url: base,
        connections: connections ?? opts.connections,
        duration,
        requests: [
          {
            method: 'GET',
            setupRequest: (req: autocannon.Request) => {
              n += 1;
              return { ...req, path: path(n), headers };
            },
          },
        ],
      });
    // A short run first, not counted: the server's code paths are compiled and the pool's
    // connections open before the measured run (a `--staff-only` run starts on a cold server).
    await run(WARM_UP_SECONDS);
    const writesEveryMs = name.includes('branch writing')
      ? 1000
      : name.includes('from the database')
        ? 50
        : 0;
    const result = writesEveryMs
      ? await whileBranchWrites(databaseUrl, branchId, writesEveryMs, () => run(opts.duration))
      : await run(opts.duration);
    const errors = result.errors + result.non2xx + result.timeouts;
    rows.push({
      name,
      bytes,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors,
      connections: connections ?? opts.connections,
    });
  }
  return rows;
}
