import { createHash, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { addDays, rentalDates, todayInIndia } from '../../packages/shared/src/rules/index.ts';
import { DEFAULT_SETTINGS } from '../../packages/shared/src/schemas/settings.ts';

const MEN = { pantLength: 40, pantWaist: 32, chest: 38, sleeveLength: 25 };
const WOMEN = { topBust: 34, topWaist: 28, topSleeves: 20, chaniyaLength: 41 };
const ADDRESS = {
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
 * made directly in the database: the benchmark measures placing orders, not logging in.
 */
async function prepareCustomers(client: pg.Client, pieces: number): Promise<string[]> {
  const event = addDays(todayInIndia(), 200);
  const { deliveryDate, returnDate } = rentalDates(event, 4, DEFAULT_SETTINGS.rental);
  const free = await client.query<{ id: number; grp: number }>(
    `select p.id, p.grp from products p join categories c on c.id = p.category_id
     where p.type = 'rent' and p.is_active and p.is_online and not c.is_accessory
       and not exists (select 1 from bookings b where b.product_id = p.id and b.status in ('held','confirmed')
         and daterange(b.delivery_date, b.return_date + 2, '[)') && daterange($1::date - 1, $2::date + 2, '[)'))
     order by p.id limit $3`,
    [deliveryDate, returnDate, pieces],
  );
  const tokens: string[] = [];
  for (const [i, piece] of free.rows.entries()) {
    for (const twin of [0, 1]) {
      const token = randomBytes(32).toString('base64url');
      const mobile = `7${String(i * 2 + twin).padStart(9, '0')}`;
      const user = await client.query<{ id: string }>(
        `insert into users (mobile, first_name, last_name) values ($1, 'Bench', 'Customer')
         on conflict (mobile) do update set first_name = 'Bench' returning id`,
        [mobile],
      );
      const userId = user.rows[0]?.id;
      await client.query(
        `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
        [userId, createHash('sha256').update(token).digest('hex')],
      );
      await client.query('delete from cart_items where user_id = $1', [userId]);
      await client.query(
        `insert into cart_items (user_id, product_id, period, event_date, delivery_date, return_date, measurements)
         values ($1, $2, 4, $3, $4, $5, $6)`,
        [userId, piece.id, event, deliveryDate, returnDate, JSON.stringify(piece.grp === 2 ? WOMEN : MEN)],
      );
      tokens.push(token);
    }
  }
  return tokens;
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
};

/** POST /api/orders from many customers at once, two of them after each piece. */
export async function benchOrders(
  base: string,
  databaseUrl: string,
  opts: { connections: number; duration: number; pieces?: number },
): Promise<OrderBench> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tokens = await prepareCustomers(client, opts.pieces ?? 200);
    let n = 0;
    const result = await autocannon({
      url: `${base}/api/orders`,
      connections: opts.connections,
      duration: opts.duration,
      requests: [
        {
          method: 'POST',
          setupRequest: (req: autocannon.Request) => {
            n += 1;
            return {
              ...req,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${tokens[n % tokens.length]}`,
                'idempotency-key': `bench-${process.pid}-${n}`,
              },
              body: JSON.stringify({ address: ADDRESS, deliveryType: 'pickup' }),
            };
          },
        },
      ],
    });
    const created = result['2xx'];
    const conflicts = result.statusCodeStats?.['409']?.count ?? 0;
    return {
      attempts: result.requests.total,
      ordersPerSecond: created / opts.duration,
      conflicts,
      p50: result.latency.p50,
      p99: result.latency.p99,
      doubleBookings: await doubleBookings(client),
    };
  } finally {
    await client.end();
  }
}
