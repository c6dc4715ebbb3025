import { randomUUID } from 'node:crypto';
import { type DeliveryType, MESSAGES, type Totals } from '@vastra/shared/rules';
import { COMMERCE_MESSAGES } from '@vastra/shared/schemas';
import { runStatement } from '../../db/prepared.ts';
import type { OrderAddress } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { conflict, EXCLUSION_VIOLATION, sqlDetail, sqlState } from '../../lib/errors.ts';
import type { CreatedPaymentRow } from '../payments/index.ts';
import { orderStatement } from './order-statement.ts';

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
 * `order.createdAt`), so an unpaid hold whose time ran out does not refuse the new one. With
 * `payment` it also records the gateway order opened for the advance (record 37). Without the
 * lock (`seenVersion`) the pieces' locks and a fresh look come first (record 43): a piece taken
 * meanwhile is answered 409 with nothing written, a changed customer row with null.
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
  // No object spread on this path: `{ ...row, id }` costs Node 20 microseconds an object (record 42).
  const lineIds = lines.map(() => randomUUID());
  const linesJson = JSON.stringify(
    lines.map((line, i) => ({
      id: lineIds[i],
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
    lines.flatMap((line, n) =>
      line.hold
        ? [
            {
              n,
              product_id: line.productId,
              delivery_date: line.hold.deliveryDate,
              return_date: line.hold.returnDate,
              order_line_id: lineIds[n],
            },
          ]
        : [],
    ),
  );
  const pieces = `{${lines.map((line) => Math.trunc(line.productId)).join(',')}}`;
  // Outside a transaction (the unlocked path) the order owes its total as it is written, and the
  // ledger's trigger leaves it so (migration 0031): no second version of the row. Inside one it
  // may be a savepoint's, which the trigger cannot tell, so the entry counts it as before.
  const owesAtOnce = seenVersion !== undefined;
  const statement = orderStatement({
    checked: owesAtOnce,
    payment: payment !== undefined,
    lines: lines.length,
  });
  const values: Record<string, unknown> = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    building: profile.building,
    road: profile.road,
    landmark: profile.landmark,
    station: profile.station,
    city: profile.city,
    state: profile.state,
    zip: profile.zip,
    phone2: profile.phone2,
    userId: order.userId,
    seenVersion,
    pieces,
    at: order.createdAt.toISOString(),
    orderId,
    billNo: order.billNo,
    orderType: order.orderType,
    deliveryType: order.deliveryType,
    branchId: order.branchId,
    address: JSON.stringify(order.address),
    orderNotes: order.orderNotes,
    subtotal: order.subtotal,
    discount: order.discount,
    deliveryFee: order.deliveryFee,
    gst: order.gst,
    total: order.total,
    advance: order.advance,
    balance: order.balance,
    due: owesAtOnce ? order.total : 0,
    idempotencyKey: order.idempotencyKey,
    holdExpiresAt: order.holdExpiresAt.toISOString(),
    eventId,
    entryId,
    lines: linesJson,
    holds: holdsJson,
    // The lines in the order page's order (by product code in the database's collation, then id),
    // asked of the database only when there is more than one.
    codes:
      lines.length > 1
        ? JSON.stringify(lines.map((line, i) => ({ id: lineIds[i], code: line.productCode })))
        : null,
    // The gateway order recorded with it (the statement has these only when there is one).
    purpose: payment?.purpose,
    provider: payment?.provider,
    gatewayOrderId: payment?.gatewayOrderId,
    amountPaise: payment?.amountPaise,
    currency: payment?.currency,
    paymentStatus: payment?.status,
  };
  let rows: { pageOrder: string[] | null; verdict?: number; held?: number }[];
  try {
    rows = await runStatement(tx, statement, values);
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) throw takenPieceConflict(error, lines);
    throw error;
  }
  // Placed without the lock, the statement answers one row: the verdict on the pieces and the
  // customer row (record 43) and how many holds it wrote. Inside a transaction, a row per hold.
  const first = rows[0];
  const held = seenVersion === undefined ? rows.length : (first?.held ?? 0);
  if (seenVersion !== undefined) {
    const verdict = first?.verdict ?? -1;
    if (verdict > 0) throw takenPiece(verdict, lines);
    // The customer row changed, or (every line of an order placed without the lock holds its
    // piece) no hold was written: nothing was written, the locked path decides.
    if (verdict < 0 || held === 0) return null;
  }
  return {
    orderId,
    lineIds,
    eventId,
    entryId,
    pageOrder: held === 0 ? null : lines.length === 1 ? [lineIds[0]!] : (first?.pageOrder ?? null),
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

/** The piece the constraint refused, named by its detail: "Key (product_id, …)=(42, …)". */
function takenPieceConflict(error: unknown, lines: readonly PendingLineRow[]) {
  const detail = sqlDetail(error) ?? '';
  return takenPiece(Number(/\)=\((\d+),/.exec(detail)?.[1]), lines);
}

/** The spec's words for a piece found taken: a rental's dates are taken; a pre-used piece is gone. */
function takenPiece(productId: number, lines: readonly PendingLineRow[]) {
  const line = lines.find((l) => l.productId === productId);
  return conflict(line && line.type === 'buy' ? COMMERCE_MESSAGES.unavailable : MESSAGES.conflict);
}
