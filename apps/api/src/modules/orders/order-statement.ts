import { type SQL, sql } from 'drizzle-orm';
import { type BuiltStatement, buildStatement } from '../../db/prepared.ts';

const p = sql.placeholder;

/** The order statement of each shape, its text worked out once (runStatement). */
const orderStatements = new Map<string, BuiltStatement>();

/**
 * The statement writePendingOrder runs, for its shape: whether the customer row must be unchanged
 * (its xmin, the unlocked path), whether a gateway order is recorded with it, and whether the
 * database sorts the lines for the order page (more than one line).
 */
export function orderStatement(shape: { checked: boolean; payment: boolean; lines: number }): BuiltStatement {
  const key = `${shape.checked}/${shape.payment}/${shape.lines > 1}`;
  let statement = orderStatements.get(key);
  if (!statement) {
    statement = buildStatement(orderStatementSql(shape));
    orderStatements.set(key, statement);
  }
  return statement;
}

function orderStatementSql(shape: { checked: boolean; payment: boolean; lines: number }) {
  const pageOrderSql =
    shape.lines > 1
      ? sql`(select array_agg(l.id order by l.code, l.id)::text[]
        from jsonb_to_recordset(${p('codes')}::jsonb) as l(id uuid, code text))`
      : sql`null::text[]`;
  const paymentCte = shape.payment
    ? sql`new_payment as (
        insert into payments (purpose, order_id, provider, gateway_order_id, amount_paise, currency, status,
          created_at)
        select ${p('purpose')}, ${p('orderId')}::uuid, ${p('provider')}, ${p('gatewayOrderId')},
          ${p('amountPaise')}::int, ${p('currency')}, ${p('paymentStatus')}, ${p('at')}::timestamptz
        where exists (select 1 from profile)),
      `
    : sql``;
  const inserts = sql`new_order as (
        insert into orders (id, bill_no, user_id, status, order_type, delivery_type, branch_id, address,
          order_notes, subtotal, discount, delivery_fee, gst, total, advance, balance, due, idempotency_key,
          hold_expires_at, created_at)
        select ${p('orderId')}::uuid, ${p('billNo')}, ${p('userId')}::uuid, 'pending_payment', ${p('orderType')},
          ${p('deliveryType')}, ${p('branchId')}, ${p('address')}::jsonb, ${p('orderNotes')},
          ${p('subtotal')}, ${p('discount')}, ${p('deliveryFee')}, ${p('gst')}, ${p('total')},
          ${p('advance')}, ${p('balance')}, ${p('due')}, ${p('idempotencyKey')}, ${p('holdExpiresAt')}::timestamptz,
          ${p('at')}::timestamptz
        where exists (select 1 from profile)),
      new_event as (
        insert into order_events (id, order_id, to_status, actor, created_at)
        select ${p('eventId')}::uuid, ${p('orderId')}::uuid, 'pending_payment', 'customer', ${p('at')}::timestamptz
        where exists (select 1 from profile)),
      new_entry as (
        insert into ledger_entries (id, order_id, user_id, kind, amount, created_at)
        select e.id, ${p('orderId')}::uuid, ${p('userId')}::uuid, 'order_total', ${p('total')}, ${p('at')}::timestamptz
        from (select ${p('entryId')}::uuid as id) e
        where e.id is not null and exists (select 1 from profile)),
${paymentCte}      new_lines as (
        insert into order_lines (id, order_id, product_id, product_code, product_name, type, size, period,
          event_date, delivery_date, return_date, price, deposit, measurements, remark, kit_id, kit_group, kit_name)
        select l.id, ${p('orderId')}::uuid, l.product_id, l.product_code, l.product_name, l.type, l.size, l.period,
          l.event_date, l.delivery_date, l.return_date, l.price, l.deposit, l.measurements, l.remark, l.kit_id,
          l.kit_group, l.kit_name
        from jsonb_to_recordset(${p('lines')}::jsonb) as l(id uuid, product_id int, product_code text,
          product_name text, type text, size smallint, period smallint, event_date date, delivery_date date,
          return_date date, price int, deposit int, measurements jsonb, remark text, kit_id int, kit_group uuid,
          kit_name text)
        where exists (select 1 from profile))`;
  const holds = (
    when: SQL,
  ) => sql`insert into bookings (product_id, delivery_date, return_date, status, source,
        held_until, order_line_id)
      select h.product_id, h.delivery_date, h.return_date, 'held', 'online',
        ${p('holdExpiresAt')}::timestamptz, h.order_line_id
      from jsonb_to_recordset(${p('holds')}::jsonb)
        as h(n int, product_id int, delivery_date date, return_date date, order_line_id uuid)
      where ${when}
      order by h.n`;
  const profileSet = sql`first_name = ${p('firstName')}, last_name = ${p('lastName')},
          email = ${p('email')}, building = ${p('building')}, road = ${p('road')},
          landmark = ${p('landmark')}, station = ${p('station')}, city = ${p('city')},
          state = ${p('state')}, zip = ${p('zip')}, phone2 = ${p('phone2')}`;
  if (shape.checked)
    // The unlocked checkout (record 43): the pieces' locks and a fresh look at the customer row
    // and the pieces first (checkout_pieces_verdict), so a piece taken meanwhile or a customer
    // row changed meanwhile is answered with nothing written. Then the customer row, if still as
    // read, and the holds; the other rows after them (unreferenced CTEs run last).
    return sql`
      with verdict as (
        select checkout_pieces_verdict(${p('userId')}::uuid, ${p('seenVersion')}::xid, ${p('pieces')}::int[],
          ${p('holds')}::jsonb, ${p('at')}::timestamptz) as v),
      profile as (
        update users set ${profileSet}
        where id = ${p('userId')}::uuid and xmin = ${p('seenVersion')}::xid and (select v from verdict) = 0
        returning 1),
      ${inserts},
      new_holds as (${holds(sql`exists (select 1 from profile)`)} returning 1)
      select (select v from verdict) as "verdict", (select count(*) from new_holds)::int as "held",
        ${pageOrderSql} as "pageOrder"`;
  return sql`
      with profile as (
        update users set ${profileSet}
        where id = ${p('userId')}::uuid
        returning 1),
      -- After the customer, each piece in piece order (advisory lock class 1701, held to the end of
      -- the transaction): two checkouts of one piece never wait on each other's unfinished hold,
      -- which the exclusion constraint would turn into a deadlock; the later one meets the earlier
      -- one's hold committed and is refused at once.
      pieces_locked as (
        select pg_advisory_xact_lock(1701, s.p)
        from (select distinct unnest(${p('pieces')}::int[]) as p order by 1) s
        where exists (select 1 from profile)),
      released as (
        select case when exists (select 1 from bookings b where b.product_id = any(${p('pieces')}::int[])
            and b.status = 'held' and b.held_until < ${p('at')}::timestamptz)
          then release_lapsed_holds(${p('pieces')}::int[], ${p('at')}::timestamptz) else 0 end as n
        where (select count(*) from pieces_locked) > 0),
      ${inserts}
      -- The holds first, so a taken piece is refused before the other rows are written. The
      -- customer row, the pieces' locks and the released holds come before them (init plans).
      ${holds(sql`(select n from released) >= 0`)}
      returning ${pageOrderSql} as "pageOrder"`;
}
