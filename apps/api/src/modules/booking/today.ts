import { addDays, todayInIndia } from '@vastra/shared/rules';
import type { StaffToday, TodayLine } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import { preparedRows } from '../../db/prepared.ts';
import type { Executor } from '../../db/tx.ts';

/** How many days ahead a paid order with money still due shows on Today. */
const UNPAID_WITHIN_DAYS = 3;
/**
 * The most rows a Today list shows: a screen at the counter, not a report. The counts still count
 * them all, and the screen links to the full list in Orders.
 */
const LIST_LIMIT = 50;

type Row = Record<string, unknown>;

const BUCKETS = [
  'handoversToday',
  'handoversTomorrow',
  'returnsDue',
  'overdueReturns',
  'awaitingInspection',
] as const;
type Bucket = (typeof BUCKETS)[number];
type Listed = { items: TodayLine[]; count: number };

/**
 * The branch's order lines on Today, in one pass: each line falls in at most one list (going out
 * today or tomorrow, due back today, late, waiting for inspection); each list keeps its first
 * rows and counts them all.
 */
async function todayLines(db: Executor, branchId: number, today: string, tomorrow: string) {
  const outgoing = sql`l.status in ('confirmed', 'preparing', 'ready', 'out_for_delivery')`;
  const found = await preparedRows<
    TodayLine & { bucket: Bucket; total: number; rn: unknown; sort_day: unknown }
  >(
    db,
    sql`
    select * from (
      select x.*, count(*) over (partition by bucket)::int as "total",
        row_number() over (partition by bucket order by sort_day, "billNo", "productCode") as rn
      from (
        select o.id as "orderId", o.bill_no as "billNo", l.id as "lineId", l.status as "lineStatus",
          trim(o.address->>'firstName' || ' ' || coalesce(o.address->>'lastName', '')) as "customerName",
          u.mobile as "customerMobile", o.delivery_type as "deliveryType",
          l.product_id as "productId", l.product_code as "productCode", l.product_name as "productName",
          l.delivery_date as "deliveryDate", l.return_date as "returnDate",
          case when l.status = 'returned' or l.status = 'with_customer' then l.return_date
            else l.delivery_date end as sort_day,
          case
            when ${outgoing} and l.delivery_date = ${today}::date then 'handoversToday'
            when ${outgoing} and l.delivery_date = ${tomorrow}::date then 'handoversTomorrow'
            when l.status = 'with_customer' and l.return_date = ${today}::date then 'returnsDue'
            when l.status = 'with_customer' and l.return_date < ${today}::date then 'overdueReturns'
            when l.status = 'returned' then 'awaitingInspection'
          end as bucket
        from order_lines l
        join orders o on o.id = l.order_id
        join users u on u.id = o.user_id
        where o.branch_id = ${branchId}
          and ((${outgoing} and l.delivery_date in (${today}::date, ${tomorrow}::date))
            or (l.status = 'with_customer' and l.return_date <= ${today}::date)
            or l.status = 'returned')
      ) x
    ) y
    where rn <= ${LIST_LIMIT}
    order by bucket, rn`,
  );
  const lists = Object.fromEntries(BUCKETS.map((b) => [b, { items: [] as TodayLine[], count: 0 }])) as Record<
    Bucket,
    Listed
  >;
  for (const { bucket, total, rn: _rn, sort_day: _s, ...line } of found) {
    lists[bucket].items.push(line);
    lists[bucket].count = total;
  }
  return lists;
}

/**
 * The branch's day: what goes out today and tomorrow, what comes back today, what is late,
 * what waits for inspection, which pieces are blocked, and paid orders with money still due.
 */
export async function branchToday(db: Executor, branchId: number, now: Date): Promise<StaffToday> {
  const today = todayInIndia(now);
  const tomorrow = addDays(today, 1);
  const soon = addDays(today, UNPAID_WITHIN_DAYS);
  // Three independent reads, side by side on the pool, each a prepared statement (the screen is
  // refreshed at every counter).
  const [lists, blocked, unpaid] = await Promise.all([
    todayLines(db, branchId, today, tomorrow),
    preparedRows<StaffToday['blocked'][number] & Row & { total: number }>(
      db,
      sql`
      select count(*) over ()::int as total, b.id as "blockId", p.id as "productId", p.code as "productCode", p.name as "productName",
        b.delivery_date as "from", b.return_date as "to", b.note
      from bookings b join products p on p.id = b.product_id
      where p.branch_id = ${branchId} and b.kind = 'maintenance' and b.status = 'confirmed'
        and b.delivery_date <= ${today}::date and b.return_date >= ${today}::date
      order by p.code limit ${LIST_LIMIT}`,
    ),
    // Starts from the lines going out soon (few), not from every paid order the branch ever had;
    // what each order owes is kept on the order by the database (migration 0024).
    preparedRows<StaffToday['unpaid'][number] & Row & { total: number }>(
      db,
      sql`
      select *, count(*) over ()::int as total from (
        select distinct on (o.id) o.id as "orderId", o.bill_no as "billNo",
          trim(o.address->>'firstName' || ' ' || coalesce(o.address->>'lastName', '')) as "customerName",
          u.mobile as "customerMobile", l.product_code as "productCode", l.product_name as "productName",
          l.delivery_date as "deliveryDate", o.due
        from order_lines l
        join orders o on o.id = l.order_id
        join users u on u.id = o.user_id
        where l.status in ('confirmed', 'preparing', 'ready')
          and l.delivery_date between ${today}::date and ${soon}::date
          and o.branch_id = ${branchId} and o.status = 'paid' and o.due > 0
        order by o.id, l.delivery_date, l.product_code) due_soon
      order by "deliveryDate", "billNo" limit ${LIST_LIMIT}`,
    ),
  ]);
  const { handoversToday, handoversTomorrow, returnsDue, overdueReturns, awaitingInspection } = lists;
  return {
    branchId,
    today,
    tomorrow,
    counts: {
      handoversToday: handoversToday.count,
      handoversTomorrow: handoversTomorrow.count,
      returnsDue: returnsDue.count,
      overdueReturns: overdueReturns.count,
      awaitingInspection: awaitingInspection.count,
      blocked: blocked[0]?.total ?? 0,
      unpaid: unpaid[0]?.total ?? 0,
    },
    handoversToday: handoversToday.items,
    handoversTomorrow: handoversTomorrow.items,
    returnsDue: returnsDue.items,
    overdueReturns: overdueReturns.items,
    awaitingInspection: awaitingInspection.items,
    blocked: blocked.map(({ total: _t, ...block }) => block),
    unpaid: unpaid.map(({ total: _t, ...row }) => row),
  };
}
