import { createHash, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { addDays, rentalDates, todayInIndia } from '../../packages/shared/src/rules/index.ts';
import { DEFAULT_SETTINGS } from '../../packages/shared/src/schemas/settings.ts';
import type { BenchRow } from './bench-table.ts';

const MEN = { pantLength: 40, pantWaist: 32, chest: 38, sleeveLength: 25 };
const WOMEN = { topBust: 34, topWaist: 28, topSleeves: 20, chaniyaLength: 41 };
/** A complete address, as checkout asks for one (the back office's bench orders carry it too). */
export const ADDRESS = {
  firstName: 'Bench',
  lastName: 'Customer',
  phone1: '9800000000',
  email: 'bench@example.com',
  building: '4 Shanti Arcade',
  road: 'S.V. Road',
  station: 'Kandivali',
  landmark: 'Near the station',
  city: 'Mumbai',
  state: 'Maharashtra',
  zipCode: '400067',
};

/**
 * Customers (two per piece, so half the attempts meet a taken piece) with a rental in their cart,
 * made directly in the database in a few set-wise statements: the benchmark measures placing
 * orders, not logging in.
 */
async function prepareCustomers(client: pg.Client, pieces: number): Promise<string[]> {
  const event = addDays(todayInIndia(), 200);
  const { deliveryDate, returnDate } = rentalDates(event, 4, DEFAULT_SETTINGS.rental);
  const customers = await client.query<{ userId: string; productId: number; grp: number }>(
    `with free as (
       select p.id, p.grp, row_number() over (order by p.id) - 1 as i
       from products p join categories c on c.id = p.category_id
       where p.type = 'rent' and p.is_active and p.is_online and not c.is_accessory
         and not exists (select 1 from bookings b where b.product_id = p.id and b.status in ('held','confirmed')
           and daterange(b.delivery_date, b.return_date + 2, '[)') && daterange($1::date - 1, $2::date + 2, '[)'))
       order by p.id limit $3),
     twins as (select f.id, f.grp, '7' || lpad((f.i * 2 + t.twin)::text, 9, '0') as mobile
       from free f cross join (values (0), (1)) t(twin)),
     made as (insert into users (mobile, first_name, last_name)
       select mobile, 'Bench', 'Customer' from twins
       on conflict (mobile) do update set first_name = 'Bench' returning id, mobile)
     select m.id as "userId", t.id as "productId", t.grp from made m join twins t on t.mobile = m.mobile
     order by t.mobile`,
    [deliveryDate, returnDate, pieces],
  );
  const users = customers.rows.map((row) => row.userId);
  const tokens = users.map(() => randomBytes(32).toString('base64url'));
  await client.query(
    `insert into sessions (user_id, token_hash, expires_at)
     select u, h, now() + interval '1 day' from unnest($1::uuid[], $2::text[]) as s(u, h)`,
    [users, tokens.map((token) => createHash('sha256').update(token).digest('hex'))],
  );
  await client.query('delete from cart_items where user_id = any($1::uuid[])', [users]);
  await client.query(
    `insert into cart_items (user_id, product_id, period, event_date, delivery_date, return_date, measurements)
     select u, p, 4, $3::date, $4::date, $5::date, m
     from unnest($1::uuid[], $2::int[], $6::jsonb[]) as c(u, p, m)`,
    [
      users,
      customers.rows.map((row) => row.productId),
      event,
      deliveryDate,
      returnDate,
      customers.rows.map((row) => JSON.stringify(row.grp === 2 ? WOMEN : MEN)),
    ],
  );
  // Statistics for the rows just made, as the large seed and the branch's orders have theirs: left
  // to autovacuum, they change during the run and each connection plans checkout's read again
  // (record 44). Vacuumed too, so autovacuum has no reason to visit these tables mid-run (record 45).
  await client.query('vacuum analyze users, sessions, cart_items');
  return tokens;
}

/** Orders placed by this run in each second of a phase, in order (seconds with none count 0). */
async function placedPerSecond(client: pg.Client, prefix: string): Promise<number[]> {
  const { rows } = await client.query<{ s: number; n: number }>(
    `select extract(epoch from date_trunc('second', created_at))::int as s, count(*)::int as n
     from orders where idempotency_key like $1 group by 1 order by 1`,
    [`${prefix}-%`],
  );
  const first = rows[0]?.s ?? 0;
  const series = Array.from({ length: (rows.at(-1)?.s ?? first - 1) - first + 1 }, () => 0);
  for (const row of rows) series[row.s - first] = row.n;
  return series;
}

/** Active bookings of one piece whose blocked ranges overlap: double bookings. Must be 0. */
async function doubleBookings(client: pg.Client): Promise<number> {
  const result = await client.query<{ n: number }>(
    `select count(*)::int as n from bookings a join bookings b on a.product_id = b.product_id and a.id < b.id
     where a.status in ('held','confirmed') and b.status in ('held','confirmed')
       and daterange(a.delivery_date, a.return_date + 2, '[)') && daterange(b.delivery_date, b.return_date + 2, '[)')`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

export type OrderBench = {
  attempts: number;
  ordersPerSecond: number;
  conflicts: number;
  p50: number;
  p99: number;
  doubleBookings: number;
  /** Answers by status code, e.g. { 201: 3012, 409: 2950 }. */
  statuses: Record<string, number>;
  /** Orders placed in each second of the warm-up and of the measured run, as the database dates them. */
  perSecond: { warmUp: number[]; run: number[] };
};

/**
 * Seconds of order placement before the measured run, on pieces and customers of their own. A new
 * server and its new database connections place orders at about half their steady rate at first
 * and take 10–15 s to reach it (the server warms up, and each new PostgreSQL backend maps shared
 * buffers page by page; a database already read climbs the same way): record 49. The run measures the steady rate; the warm-up's own
 * seconds are printed beside it.
 */
const WARM_UP_SECONDS = 15;

/**
 * POST /api/orders from many customers at once, two of them after each piece. A short run first
 * (its orders not counted) lets the server and each of its database connections prepare the
 * checkout's statements once, as a server that has been up for a while has: the rate is the
 * steady one.
 */
export async function benchOrders(
  base: string,
  databaseUrl: string,
  opts: { connections: number; duration: number; pieces?: number },
): Promise<OrderBench> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Enough pieces that every attempt in the run can find one free: 400 per second of the run
    // (the target is 300 placed per second), two customers after each; the warm-up's come after.
    const measured = opts.pieces ?? 400 * opts.duration;
    const tokens = await prepareCustomers(client, measured + 400 * WARM_UP_SECONDS);
    const keyPrefix = `bench-${process.pid}-${Date.now()}`;
    const place = (phase: string, from: number, to: number, duration: number) => {
      let n = 0;
      return autocannon({
        url: `${base}/api/orders`,
        connections: opts.connections,
        duration,
        requests: [
          {
            method: 'POST',
            setupRequest: (req: autocannon.Request) => {
              n += 1;
              return {
                ...req,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${tokens[from + (n % (to - from))]}`,
                  'idempotency-key': `${keyPrefix}-${phase}-${n}`,
                },
                body: JSON.stringify({ address: ADDRESS, deliveryType: 'pickup' }),
              };
            },
          },
        ],
      });
    };
    await place('warm-up', 2 * measured, tokens.length, WARM_UP_SECONDS);
    const result = await place('run', 0, 2 * measured, opts.duration);
    const created = result['2xx'];
    const conflicts = result.statusCodeStats?.['409']?.count ?? 0;
    return {
      attempts: result.requests.total,
      ordersPerSecond: created / opts.duration,
      conflicts,
      p50: result.latency.p50,
      p99: result.latency.p99,
      doubleBookings: await doubleBookings(client),
      perSecond: {
        warmUp: await placedPerSecond(client, `${keyPrefix}-warm-up`),
        run: await placedPerSecond(client, `${keyPrefix}-run`),
      },
      statuses: Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
      ),
    };
  } finally {
    await client.end();
  }
}

/** Prints the run's counts and each second's orders, and gives its row of the table (target 300/s). */
export function ordersRow(orders: OrderBench): Omit<BenchRow, 'met'> {
  console.log(
    `orders: ${orders.attempts} attempts, ${orders.ordersPerSecond.toFixed(0)} placed/s, ${orders.conflicts} refused (409, piece taken); answers by status ${JSON.stringify(orders.statuses)}\n` +
      `placed each second (the first and last of each phase partly): warm-up ${orders.perSecond.warmUp.join(' ')} | measured ${orders.perSecond.run.join(' ')}`,
  );
  return {
    db: 'postgres',
    name: 'order placement with holds',
    bytes: 0,
    rps: orders.ordersPerSecond,
    p50: orders.p50,
    p99: orders.p99,
    errors: orders.doubleBookings,
    ceilingRps: null,
    target: { rps: 300 },
    note: `${orders.conflicts} refused 409; double bookings ${orders.doubleBookings}${orders.doubleBookings === 0 ? '' : ' MUST BE 0'}`,
    perSecond: orders.perSecond,
  };
}
