import { addDays, todayInIndia } from '@vastra/shared/rules';
import type { StaffToday, TodayLine } from '@vastra/shared/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/tx.ts';

/** How many days ahead a paid order with money still due shows on Today. */
export const UNPAID_WITHIN_DAYS = 3;
/** The most rows a Today list shows (the counts still count them all). */
const LIST_LIMIT = 200;

type Row = Record<string, unknown>;
const rows = async <T>(db: Executor, query: SQL) => (await db.execute(query)).rows as unknown as T[];

/** Order lines of the branch matching `where`, with their order, customer and piece. */
function lineQuery(branchId: number, where: SQL, orderBy: SQL): SQL {
  return sql`
    select o.id as "orderId", o.bill_no as "billNo", l.id as "lineId", l.status as "lineStatus",
      trim(o.address->>'firstName' || ' ' || coalesce(o.address->>'lastName', '')) as "customerName",
      u.mobile as "customerMobile", o.delivery_type as "deliveryType",
      l.product_id as "productId", l.product_code as "productCode", l.product_name as "productName",
      l.delivery_date as "deliveryDate", l.return_date as "returnDate",
      count(*) over ()::int as "total"
    from order_lines l
    join orders o on o.id = l.order_id
    join users u on u.id = o.user_id
    where o.branch_id = ${branchId} and ${where}
    order by ${orderBy}, o.bill_no, l.product_code
    limit ${LIST_LIMIT}`;
}

type Listed = { items: TodayLine[]; count: number };

async function lines(db: Executor, branchId: number, where: SQL, orderBy: SQL): Promise<Listed> {
  const found = await rows<TodayLine & { total: number }>(db, lineQuery(branchId, where, orderBy));
  return { count: found[0]?.total ?? 0, items: found.map(({ total: _t, ...line }) => line) };
}

/** Lines still to be handed over (delivered or picked up) on a day. */
const handoverOn = (day: string) =>
  sql`l.status in ('confirmed', 'preparing', 'ready', 'out_for_delivery') and l.delivery_date = ${day}::date`;

/**
 * The branch's day: what goes out today and tomorrow, what comes back today, what is late,
 * what waits for inspection, which pieces are blocked, and paid orders with money still due.
 */
export async function branchToday(db: Executor, branchId: number, now: Date): Promise<StaffToday> {
  const today = todayInIndia(now);
  const tomorrow = addDays(today, 1);
  const soon = addDays(today, UNPAID_WITHIN_DAYS);
  const [handoversToday, handoversTomorrow, returnsDue, overdueReturns, awaitingInspection] =
    await Promise.all([
      lines(db, branchId, handoverOn(today), sql`l.delivery_date`),
      lines(db, branchId, handoverOn(tomorrow), sql`l.delivery_date`),
      lines(
        db,
        branchId,
        sql`l.status = 'with_customer' and l.return_date = ${today}::date`,
        sql`l.return_date`,
      ),
      lines(
        db,
        branchId,
        sql`l.status = 'with_customer' and l.return_date < ${today}::date`,
        sql`l.return_date`,
      ),
      lines(db, branchId, sql`l.status = 'returned'`, sql`l.return_date`),
    ]);
  const blocked = await rows<StaffToday['blocked'][number] & Row>(
    db,
    sql`
      select b.id as "blockId", p.id as "productId", p.code as "productCode", p.name as "productName",
        b.delivery_date as "from", b.return_date as "to", b.note
      from bookings b join products p on p.id = b.product_id
      where p.branch_id = ${branchId} and b.kind = 'maintenance' and b.status = 'confirmed'
        and b.delivery_date <= ${today}::date and b.return_date >= ${today}::date
      order by p.code limit ${LIST_LIMIT}`,
  );
  // Starts from the lines going out soon (few), not from every paid order the branch ever had.
  const unpaid = await rows<StaffToday['unpaid'][number] & Row>(
    db,
    sql`
      select * from (
        select distinct on (o.id) o.id as "orderId", o.bill_no as "billNo",
          trim(o.address->>'firstName' || ' ' || coalesce(o.address->>'lastName', '')) as "customerName",
          u.mobile as "customerMobile", l.product_code as "productCode", l.product_name as "productName",
          l.delivery_date as "deliveryDate",
          (select coalesce(sum(e.amount), 0) from ledger_entries e where e.order_id = o.id)::int as due
        from order_lines l
        join orders o on o.id = l.order_id
        join users u on u.id = o.user_id
        where l.status in ('confirmed', 'preparing', 'ready')
          and l.delivery_date between ${today}::date and ${soon}::date
          and o.branch_id = ${branchId} and o.status = 'paid'
        order by o.id, l.delivery_date, l.product_code) due_soon
      where due > 0
      order by "deliveryDate", "billNo" limit ${LIST_LIMIT}`,
  );
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
      blocked: blocked.length,
      unpaid: unpaid.length,
    },
    handoversToday: handoversToday.items,
    handoversTomorrow: handoversTomorrow.items,
    returnsDue: returnsDue.items,
    overdueReturns: overdueReturns.items,
    awaitingInspection: awaitingInspection.items,
    blocked,
    unpaid,
  };
}
