import { randomUUID } from 'node:crypto';
import { type DeliveryType, MESSAGES, type Totals } from '@vastra/shared/rules';
import { COMMERCE_MESSAGES } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import { preparedRows } from '../../db/prepared.ts';
import type { OrderAddress } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { conflict, EXCLUSION_VIOLATION, sqlDetail, sqlState } from '../../lib/errors.ts';
import type { CreatedPaymentRow } from '../payments/index.ts';

/** The order row as checkout writes it (status pending_payment, placed by the customer). */
export type PendingOrderRow = Pick<
  Totals,
  'orderType' | 'subtotal' | 'discount' | 'deliveryFee' | 'gst' | 'total' | 'advance' | 'balance'
> & {
  id: string;
  billNo: string;
  userId: string;
  deliveryType: DeliveryType;
  branchId: number;
  address: OrderAddress;
  orderNotes: string;
  idempotencyKey: string;
  holdExpiresAt: Date;
  createdAt: Date;
};

export type PendingLineRow = {
  productId: number;
  productCode: string;
  productName: string;
  type: string;
  size: number | null;
  period: number | null;
  eventDate: string | null;
  deliveryDate: string | null;
  returnDate: string | null;
  price: number;
  deposit: number;
  measurements: unknown;
  remark: string;
  kitId: number | null;
  kitGroup: string | null;
  kitName: string | null;
  /** The piece is held for these days until the payment (absent: a kit part, booked with its kit). */
  hold: { deliveryDate: string; returnDate: string } | null;
};

/** The customer's address as the profile keeps it (checkout saves it there for next time). */
export type ProfileAddress = {
  firstName: string;
  lastName: string;
  email: string;
  building: string;
  road: string;
  landmark: string;
  station: string;
  city: string;
  state: string;
  zip: string;
  phone2: string;
};

/**
 * Writes a new order in one statement: the order, its first timeline entry, what it owes (its
 * first ledger entry), its lines and the holds on their pieces. One round trip instead of one per
 * row: at checkout the time goes to round trips, not to the rows (record 31, addendum 3). The
 * constraints and triggers are the same as for single inserts: the exclusion constraint refuses a
 * taken piece (409, in the spec's words), the ledger trigger keeps `orders.due`. Holds are written
 * in the order of the lines, which the caller sorts by piece (the lock order).
 *
 * The same statement first saves the address to the customer's profile (record 31, addendum 4),
 * locks the lines' pieces one by one (record 37) and releases their lapsed holds (lapsed at
 * `order.createdAt`), so an unpaid hold whose time ran out does not refuse the new one. With `payment` it also
 * records the gateway order opened for the advance (record 37).
 */
export async function writePendingOrder(
  tx: Executor,
  order: PendingOrderRow,
  lines: readonly PendingLineRow[],
  profile: ProfileAddress,
  opts: {
    /**
     * The customer row's xmin as checkout read it, when no lock is held: the statement then
     * writes only if the row is unchanged (another checkout of theirs, which updates it, has not
     * committed since), and answers null otherwise, having written nothing.
     */
    seenVersion?: string;
    /** The gateway order already opened for the advance, recorded with the order. */
    payment?: CreatedPaymentRow;
  } = {},
): Promise<WrittenOrder | null> {
  const { seenVersion, payment } = opts;
  const orderId = order.id;
  // Made here rather than by the columns' defaults, so the order page can be built from what was
  // written without reading it back (placed-view.ts).
  const eventId = randomUUID();
  const entryId = order.total === 0 ? null : randomUUID();
  const rows = lines.map((line) => ({ ...line, id: randomUUID() }));
  const linesJson = JSON.stringify(
    rows.map(({ hold: _hold, ...line }) => ({
      id: line.id,
      product_id: line.productId,
      product_code: line.productCode,
      product_name: line.productName,
      type: line.type,
      size: line.size,
      period: line.period,
      event_date: line.eventDate,
      delivery_date: line.deliveryDate,
      return_date: line.returnDate,
      price: line.price,
      deposit: line.deposit,
      measurements: line.measurements,
      remark: line.remark,
      kit_id: line.kitId,
      kit_group: line.kitGroup,
      kit_name: line.kitName,
    })),
  );
  const holdsJson = JSON.stringify(
    rows.flatMap((line, n) =>
      line.hold
        ? [
            {
              n,
              product_id: line.productId,
              delivery_date: line.hold.deliveryDate,
              return_date: line.hold.returnDate,
              order_line_id: line.id,
            },
          ]
        : [],
    ),
  );
  const at = order.createdAt.toISOString();
  const pieces = `{${lines.map((line) => Math.trunc(line.productId)).join(',')}}`;
  const unchanged = seenVersion === undefined ? sql`` : sql` and xmin = ${seenVersion}::xid`;
  // Outside a transaction (the unlocked path) the order owes its total as it is written, and the
  // ledger's trigger leaves it so (migration 0031): no second version of the row. Inside one it
  // may be a savepoint's, which the trigger cannot tell, so the entry counts it as before.
  const owesAtOnce = seenVersion !== undefined;
  // The lines in the order page's order (by product code in the database's collation, then id),
  // asked of the database only when there is more than one.
  const pageOrderSql =
    rows.length > 1
      ? sql`(select array_agg(l.id order by l.code, l.id)::text[]
        from jsonb_to_recordset(${JSON.stringify(rows.map((line) => ({ id: line.id, code: line.productCode })))}::jsonb)
          as l(id uuid, code text))`
      : sql`null::text[]`;
  const paymentCte = payment
    ? sql`new_payment as (
        insert into payments (purpose, order_id, provider, gateway_order_id, amount_paise, currency, status,
          created_at)
        select ${payment.purpose}, ${orderId}::uuid, ${payment.provider}, ${payment.gatewayOrderId},
          ${payment.amountPaise}::int, ${payment.currency}, ${payment.status}, ${at}::timestamptz
        where exists (select 1 from profile)),
      `
    : sql``;
  let holds: { pageOrder: string[] }[];
  try {
    holds = await preparedRows<{ pageOrder: string[] }>(
      tx,
      sql`
      with profile as (
        update users set first_name = ${profile.firstName}, last_name = ${profile.lastName},
          email = ${profile.email}, building = ${profile.building}, road = ${profile.road},
          landmark = ${profile.landmark}, station = ${profile.station}, city = ${profile.city},
          state = ${profile.state}, zip = ${profile.zip}, phone2 = ${profile.phone2}
        where id = ${order.userId}::uuid${unchanged}
        returning 1),
      -- After the customer, each piece in piece order (advisory lock class 1701, held to the end of
      -- the transaction): two checkouts of one piece never wait on each other's unfinished hold,
      -- which the exclusion constraint would turn into a deadlock; the later one meets the earlier
      -- one's hold committed and is refused at once.
      pieces_locked as (
        select pg_advisory_xact_lock(1701, s.p)
        from (select distinct unnest(${pieces}::int[]) as p order by 1) s
        where exists (select 1 from profile)),
      released as (
        select case when exists (select 1 from bookings b where b.product_id = any(${pieces}::int[])
            and b.status = 'held' and b.held_until < ${at}::timestamptz)
          then release_lapsed_holds(${pieces}::int[], ${at}::timestamptz) else 0 end as n
        where (select count(*) from pieces_locked) > 0),
      new_order as (
        insert into orders (id, bill_no, user_id, status, order_type, delivery_type, branch_id, address,
          order_notes, subtotal, discount, delivery_fee, gst, total, advance, balance, due, idempotency_key,
          hold_expires_at, created_at)
        select ${orderId}::uuid, ${order.billNo}, ${order.userId}::uuid, 'pending_payment', ${order.orderType},
          ${order.deliveryType}, ${order.branchId}, ${JSON.stringify(order.address)}::jsonb, ${order.orderNotes},
          ${order.subtotal}, ${order.discount}, ${order.deliveryFee}, ${order.gst}, ${order.total},
          ${order.advance}, ${order.balance}, ${owesAtOnce ? order.total : 0}, ${order.idempotencyKey}, ${order.holdExpiresAt.toISOString()}::timestamptz,
          ${at}::timestamptz
        where exists (select 1 from profile)),
      new_event as (
        insert into order_events (id, order_id, to_status, actor, created_at)
        select ${eventId}::uuid, ${orderId}::uuid, 'pending_payment', 'customer', ${at}::timestamptz
        where exists (select 1 from profile)),
      new_entry as (
        insert into ledger_entries (id, order_id, user_id, kind, amount, created_at)
        select e.id, ${orderId}::uuid, ${order.userId}::uuid, 'order_total', ${order.total}, ${at}::timestamptz
        from (select ${entryId}::uuid as id) e
        where e.id is not null and exists (select 1 from profile)),
${paymentCte}      new_lines as (
        insert into order_lines (id, order_id, product_id, product_code, product_name, type, size, period,
          event_date, delivery_date, return_date, price, deposit, measurements, remark, kit_id, kit_group, kit_name)
        select l.id, ${orderId}::uuid, l.product_id, l.product_code, l.product_name, l.type, l.size, l.period,
          l.event_date, l.delivery_date, l.return_date, l.price, l.deposit, l.measurements, l.remark, l.kit_id,
          l.kit_group, l.kit_name
        from jsonb_to_recordset(${linesJson}::jsonb) as l(id uuid, product_id int, product_code text,
          product_name text, type text, size smallint, period smallint, event_date date, delivery_date date,
          return_date date, price int, deposit int, measurements jsonb, remark text, kit_id int, kit_group uuid,
          kit_name text)
        where exists (select 1 from profile))
      -- The holds first, so a taken piece is refused before the other rows are written. The
      -- customer row, the pieces' locks and the released holds come before them (init plans).
      insert into bookings (product_id, delivery_date, return_date, status, source, held_until, order_line_id)
      select h.product_id, h.delivery_date, h.return_date, 'held', 'online',
        ${order.holdExpiresAt.toISOString()}::timestamptz, h.order_line_id
      from jsonb_to_recordset(${holdsJson}::jsonb)
        as h(n int, product_id int, delivery_date date, return_date date, order_line_id uuid)
      where (select n from released) >= 0
      order by h.n
      returning ${pageOrderSql} as "pageOrder"`,
    );
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) throw takenPieceConflict(error, rows);
    throw error;
  }
  // Every line of an order placed without the lock holds its piece: no hold, no order written.
  if (seenVersion !== undefined && holds.length === 0) return null;
  return {
    orderId,
    lineIds: rows.map((line) => line.id),
    eventId,
    entryId,
    pageOrder: holds.length === 0 ? null : rows.length === 1 ? [rows[0]!.id] : (holds[0]?.pageOrder ?? null),
  };
}

/**
 * The ids of what writePendingOrder wrote, in the lines' order, and (when some line held its piece)
 * the lines' ids in the order the order page lists them.
 */
export type WrittenOrder = {
  orderId: string;
  lineIds: string[];
  eventId: string;
  entryId: string | null;
  pageOrder: string[] | null;
};

/**
 * The spec's words for the piece the constraint refused: a rental's dates are taken; a pre-used
 * piece is simply gone. The constraint's detail names the piece: "Key (product_id, …)=(42, …)".
 */
function takenPieceConflict(error: unknown, lines: readonly PendingLineRow[]) {
  const detail = sqlDetail(error) ?? '';
  const productId = Number(/\)=\((\d+),/.exec(detail)?.[1]);
  const line = lines.find((l) => l.productId === productId);
  return conflict(line && line.type === 'buy' ? COMMERCE_MESSAGES.unavailable : MESSAGES.conflict);
}
