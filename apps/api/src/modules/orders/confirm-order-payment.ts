import { and, eq, inArray, sql } from 'drizzle-orm';
import { bookings, cartItems, orderLines, orders, payments, products } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { EXCLUSION_VIOLATION, sqlState } from '../../lib/errors.ts';
import { freeOrderBookings } from '../booking/index.ts';
import { notifyCustomer, notifyStaff, orderVariables } from '../notifications/index.ts';
import { type LedgerWrite, lockPayment, recordLedger } from '../payments/index.ts';
import { changeOrderStatus } from './status.ts';

/**
 * What a confirmation did: paid now, had been paid before (this same payment), money arrived for
 * lost dates, or money arrived for an order another payment had paid already (both owed back).
 */
export type ConfirmOutcome = 'paid' | 'already_paid' | 'refund_due' | 'paid_twice';

/** The note on the ledger entry of a second payment for an order already paid. */
const PAID_TWICE_NOTE = 'Paid again after another payment had paid the order: sent back';

/**
 * A verified payment for an order: payment captured, order paid, its holds confirmed, cart
 * cleared of those pieces, products' booking counts raised, all in the caller's transaction and
 * exactly once. A hold that lapsed and was released is taken again if the dates are still free;
 * if someone else booked them meanwhile (23P01) the advance is owed back: 'refund_due', never a
 * double booking.
 */
export async function confirmOrderPayment(
  tx: Tx,
  paymentRowId: string,
  paymentId: string,
  now: Date,
): Promise<ConfirmOutcome> {
  const payment = await lockPayment(tx, paymentRowId);
  if (payment.status === 'captured') return 'already_paid';
  if (['refund_due', 'refunding', 'refunded'].includes(payment.status)) return 'refund_due';
  if (!payment.orderId) throw new Error('order payment without an order');
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
  if (!order) throw new Error('payment for a missing order');
  // Another payment paid the order first (the member and the organiser at once, say): this one
  // is recorded and owed back in full, the order stays as it is. Never charged twice.
  if (order.status === 'paid' || order.status === 'refunded') {
    await recordLedger(tx, [
      {
        orderId: order.id,
        userId: order.userId,
        kind: 'payment',
        amount: -Math.round(payment.amountPaise / 100),
        method: 'online',
        reference: paymentId,
        paymentId: payment.id,
        note: PAID_TWICE_NOTE,
        at: now,
      },
    ]);
    await tx
      .update(payments)
      .set({ status: 'refund_due', paymentId, verifiedAt: now })
      .where(eq(payments.id, payment.id));
    return 'paid_twice';
  }

  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const lineIds = lines.map((l) => l.id);
  const taken =
    order.status === 'cancelled' || order.status === 'refund_due' || !(await holdAgain(tx, lineIds));
  const advancePaid = {
    orderId: order.id,
    userId: order.userId,
    kind: 'advance' as const,
    amount: -Math.round(payment.amountPaise / 100),
    method: 'online' as const,
    reference: paymentId,
    paymentId: payment.id,
    at: now,
  };
  if (taken) {
    await recordLedger(tx, [advancePaid]);
    await freeOrderBookings(tx, [order.id]);
    await tx
      .update(payments)
      .set({ status: 'refund_due', paymentId, verifiedAt: now })
      .where(eq(payments.id, payment.id));
    await changeOrderStatus(tx, order.id, { from: order.status, to: 'refund_due' }, { at: now });
    return 'refund_due';
  }

  await tx
    .update(payments)
    .set({ status: 'captured', paymentId, verifiedAt: now })
    .where(eq(payments.id, payment.id));
  await confirmOrder(tx, order, lines, now, [advancePaid]);
  return 'paid';
}

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/**
 * The order is paid (its bookings already confirmed): status, timeline, the payment's ledger
 * entries, the customer's and the branch's notices, the cart cleared of its pieces, the products'
 * booking counts. A captured advance and an order paid wholly from store credit both end here.
 */
async function confirmOrder(
  tx: Tx,
  order: OrderRow,
  lines: LineRow[],
  now: Date,
  entries: LedgerWrite[],
): Promise<void> {
  await changeOrderStatus(tx, order.id, { from: order.status, to: 'paid' }, { paidAt: now });
  await recordLedger(tx, entries);
  await tellOrderConfirmed(tx, order.id, now);
  const productIds = lines.map((l) => l.productId);
  await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, order.userId), inArray(cartItems.productId, productIds)));
  for (const line of lines) {
    // A pre-used piece is sold: it leaves the shop (a cancellation puts it back).
    await tx
      .update(products)
      .set({
        timesBooked: sql`${products.timesBooked} + ${line.quantity}`,
        ...(line.type === 'buy' ? { isActive: false } : {}),
      })
      .where(eq(products.id, line.productId));
  }
}

/**
 * An order whose whole advance store credit paid, in the transaction that placed it: its holds
 * are confirmed and it is paid like one whose advance the gateway captured.
 */
export async function confirmOrderPaidByCredit(tx: Tx, orderId: string, now: Date): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new Error('credit-paid order not found');
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  if (
    !(await holdAgain(
      tx,
      lines.map((l) => l.id),
    ))
  )
    throw new Error('a fresh hold could not be confirmed');
  await confirmOrder(tx, order, lines, now, []);
}

/**
 * Confirms every booking of the lines. A released hold is set back to confirmed, which the
 * exclusion constraint checks like a new booking; that happens in a savepoint so a refusal
 * leaves the outer transaction usable. False when any piece was taken meanwhile.
 */
async function holdAgain(tx: Tx, lineIds: string[]): Promise<boolean> {
  if (lineIds.length === 0) return true;
  try {
    await tx.transaction(async (sp) => {
      const rows = await sp
        .select({ id: bookings.id, status: bookings.status })
        .from(bookings)
        .where(inArray(bookings.orderLineId, lineIds))
        .orderBy(bookings.productId);
      if (rows.some((b) => b.status === 'cancelled')) throw new PieceTaken();
      for (const b of rows) {
        if (b.status === 'confirmed') continue;
        await sp.update(bookings).set({ status: 'confirmed', heldUntil: null }).where(eq(bookings.id, b.id));
      }
    });
    return true;
  } catch (error) {
    if (error instanceof PieceTaken || sqlState(error) === EXCLUSION_VIOLATION) return false;
    throw error;
  }
}

class PieceTaken extends Error {}

/** The customer hears that the order is confirmed, and the branch's staff that a new order came. */
async function tellOrderConfirmed(tx: Tx, orderId: string, now: Date): Promise<void> {
  const found = await orderVariables(tx, orderId);
  if (!found) return;
  const notice = { orderId, variables: found.variables, at: now };
  await notifyCustomer(tx, found.userId, { ...notice, event: 'order_confirmed' });
  await notifyStaff(tx, found.branchId, { ...notice, event: 'staff_new_order' });
}
