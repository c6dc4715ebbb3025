import { DEFAULT_SETTINGS } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * The order history behind the large seed's bookings: a shop with a million bookings has the
 * orders that made them. Without it the order tables start empty, and the first statistics
 * PostgreSQL gathers on them land in the middle of a benchmark (record 44).
 *
 * Every online rental booking that ended more than a month ago becomes a paid order of one line,
 * closed: rent and deposit, the advance paid online through the gateway, the balance at the
 * counter, the deposit released at inspection and handed back. Its ledger adds up to nothing
 * due. The customers are `customers` people with mobiles 80000 00001 onwards (the bench's own
 * customers start with 7, the demo staff with 9). Like the bookings, everything is worked out
 * inside the database, and which bookings have orders and whose they are is the same on every run.
 */

/** History customers' mobiles: '8' and nine digits, from 8000000001. */
const HISTORY_MOBILE = (n: string) => sql.raw(`'8' || lpad((${n})::text, 9, '0')`);

/** Adds the history customers (those already there are kept): returns how many there are. */
async function insertHistoryCustomers(db: Db, customers: number): Promise<number> {
  await db.execute(sql`
    insert into users (mobile, first_name, last_name, city, state)
    select ${HISTORY_MOBILE('g')},
      (array['Aarti','Bhavesh','Chetna','Dhruv','Ekta','Farhan','Gauri','Hetal','Ishaan','Jignesh'])[1 + g % 10],
      (array['Shah','Patel','Mehta','Desai','Joshi','Kulkarni','Iyer','Khan','Rao','Parikh'])[1 + (g / 10) % 10],
      (array['Mumbai','Pune','Ahmedabad','Vapi'])[1 + (g / 100) % 4],
      (array['Maharashtra','Maharashtra','Gujarat','Gujarat'])[1 + (g / 100) % 4]
    from generate_series(1, ${customers}::int) g
    on conflict (mobile) do nothing`);
  return customers;
}

/**
 * Closed orders for the online rental bookings of pieces fromId..toId that ended before
 * today − 30 days and have no order yet; returns how many orders it wrote. Their bill numbers
 * are VST-<day>-H and a running number from `firstNo` (a letter H and seven digits: never one
 * of checkout's six-letter codes). The seed turns the
 * branch-note triggers off around it (as for the bookings) and notes every branch once.
 */
async function insertLargeOrderHistory(
  db: Db,
  opts: { fromId: number; toId: number; today: string; customers: number; firstNo: number },
): Promise<number> {
  const { rentPct } = DEFAULT_SETTINGS.advance;
  const res = await db.execute<{ n: number }>(sql`
    with picked as (
      select b.id as booking_id, b.delivery_date, b.return_date, b.created_at, p.id as product_id,
        p.code, p.name, p.branch_id, p.base_rent as rent, coalesce(p.deposit, p.base_rent) as deposit,
        (hashint8(hashtextextended(b.id::text, 7)) & 2147483647) as h
      from bookings b join products p on p.id = b.product_id
      where b.product_id between ${opts.fromId}::int and ${opts.toId}::int
        and b.kind = 'rental' and b.source = 'online' and b.status = 'confirmed'
        and b.order_line_id is null and p.type = 'rent'
        and b.return_date < ${opts.today}::date - 30
    ),
    priced as (
      select k.*, u.id as user_id, u.first_name, u.last_name, u.mobile, u.city, u.state, a.building,
        a.road, a.station, a.landmark, a.zip,
        k.rent + k.deposit as total,
        round((k.rent + k.deposit) * ${rentPct} / 100.0)::int as advance,
        ${opts.firstNo}::int - 1 + row_number() over (order by k.created_at, k.booking_id) as no,
        gen_random_uuid() as order_id, gen_random_uuid() as line_id, gen_random_uuid() as payment_id
      from picked k
      join users u on u.mobile = ${HISTORY_MOBILE(`1 + k.h % ${opts.customers}`)}
      join (values
        ('Mumbai', 'Shanti Niwas', 'S.V. Road', 'Kandivali', 'Near the station', '400067'),
        ('Pune', 'Ganga Apartments', 'F.C. Road', 'Shivajinagar', 'Opposite the college', '411004'),
        ('Ahmedabad', 'Sardar Flats', 'C.G. Road', 'Navrangpura', 'Near the municipal market', '380009'),
        ('Vapi', 'Krishna Society', 'Daman Road', 'Vapi', 'Behind the GIDC office', '396191')
      ) as a(city, building, road, station, landmark, zip) on a.city = u.city
    ),
    placed as (
      insert into orders (id, bill_no, user_id, status, order_type, delivery_type, branch_id, address,
        subtotal, delivery_fee, total, advance, balance, due, idempotency_key, created_at, paid_at)
      select order_id, 'VST-' || to_char(created_at at time zone 'Asia/Kolkata', 'YYMMDD') || '-H'
          || lpad(no::text, 7, '0'),
        user_id, 'paid', 'rent', 'pickup', branch_id,
        jsonb_build_object('firstName', first_name, 'lastName', last_name, 'phone1', mobile, 'phone2', '',
          'email', lower(first_name) || '.' || mobile || '@example.com',
          'building', (no % 90 + 1) || ' ' || building, 'road', road, 'station', station,
          'landmark', landmark, 'city', city, 'state', state, 'zipCode', zip, 'country', 'India'),
        total, 0, total, advance, total - advance, 0, 'history-' || booking_id, created_at,
        created_at + interval '4 minutes'
      from priced
      returning id
    ),
    lines as (
      insert into order_lines (id, order_id, product_id, product_code, product_name, type, period,
        event_date, delivery_date, return_date, price, deposit, status)
      select line_id, order_id, product_id, code, name, 'rent',
        least(10, greatest(4, 2 * ((return_date - delivery_date + 1) / 2))),
        delivery_date + 1, delivery_date, return_date, rent, deposit, 'closed'
      from priced
      returning 1
    ),
    paid as (
      insert into payments (id, purpose, order_id, provider, gateway_order_id, payment_id, amount_paise,
        status, created_at, verified_at)
      select payment_id, 'order', order_id, 'local', 'history_' || booking_id, 'history_pay_' || booking_id,
        advance * 100, 'captured', created_at, created_at + interval '4 minutes'
      from priced
      returning 1
    ),
    timeline as (
      insert into order_events (order_id, line_id, from_status, to_status, actor, created_at)
      select order_id, null::uuid, null, 'pending_payment', 'customer', created_at from priced
      union all
      select order_id, null, 'pending_payment', 'paid', 'system', created_at + interval '4 minutes' from priced
      union all
      select order_id, line_id, 'with_customer', 'closed', 'staff', (return_date + 2)::timestamptz from priced
      returning 1
    ),
    money as (
      insert into ledger_entries (order_id, user_id, line_id, kind, amount, method, payment_id, created_at)
      select order_id, user_id, null::uuid, 'order_total', total, null, null::uuid, created_at from priced
      union all
      select order_id, user_id, null, 'advance', -advance, 'online', payment_id,
        created_at + interval '4 minutes' from priced
      union all
      select order_id, user_id, null, 'balance', advance - total, 'cash', null,
        delivery_date::timestamptz from priced
      union all
      select order_id, user_id, line_id, 'deposit_release', -deposit, null, null,
        (return_date + 1)::timestamptz from priced
      union all
      select order_id, user_id, line_id, 'deposit_refund', deposit, 'cash', null,
        (return_date + 1)::timestamptz from priced
      returning 1
    ),
    linked as (
      update bookings b set order_line_id = k.line_id from priced k where b.id = k.booking_id
      returning 1
    )
    select (select count(*) from placed)::int as n, (select count(*) from lines) as l,
      (select count(*) from paid) as p, (select count(*) from timeline) as t,
      (select count(*) from money) as m, (select count(*) from linked) as b`);
  return res.rows[0]?.n ?? 0;
}

/** The row triggers that note an order's branch: off while the history loads (see below). */
const BRANCH_NOTE_TRIGGERS = [
  ['orders', 'orders_branch_changes'],
  ['order_lines', 'order_lines_branch_changes_insert'],
  ['ledger_entries', 'ledger_entries_branch_changes_insert'],
] as const;

/**
 * The order history of pieces fromId..toId, `batch` pieces per statement: a customer for about
 * every fifteen bookings, and the closed orders. Each order row would note its branch for the back
 * office's kept answers (record 38), one query per row: those triggers are off while loading and
 * every branch is noted once afterwards, in the same way the seed loads its bookings.
 */
export async function seedOrderHistory(
  db: Db,
  opts: {
    fromId: number;
    toId: number;
    today: string;
    bookings: number;
    batch: number;
    /** Runs each batch (the seed times them). */
    step?: <T>(label: string, work: () => Promise<T>) => Promise<T>;
  },
): Promise<{ orders: number; customers: number }> {
  const step = opts.step ?? ((_label, work) => work());
  const customers = await step('history customers', () =>
    insertHistoryCustomers(db, Math.max(100, Math.round(opts.bookings / 15))),
  );
  const before = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from orders where idempotency_key like 'history-%'`,
  );
  let firstNo = 1 + (before.rows[0]?.n ?? 0);
  let orders = 0;
  for (const [table, trigger] of BRANCH_NOTE_TRIGGERS)
    await db.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
  try {
    for (let from = opts.fromId; from <= opts.toId; from += opts.batch) {
      const to = Math.min(opts.toId, from + opts.batch - 1);
      const made = await step(
        `orders for products ${from.toLocaleString('en-IN')}-${to.toLocaleString('en-IN')}`,
        () => insertLargeOrderHistory(db, { fromId: from, toId: to, today: opts.today, customers, firstNo }),
      );
      orders += made;
      firstNo += made;
    }
  } finally {
    for (const [table, trigger] of BRANCH_NOTE_TRIGGERS)
      await db.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
  }
  await db.execute(sql`select note_branch_changes(array(select id from branches))`);
  return { orders, customers };
}
