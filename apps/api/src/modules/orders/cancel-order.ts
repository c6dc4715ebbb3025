import { cancellationOutcome, formatEventDate, formatRupees, todayInIndia } from '@vastra/shared/rules';
import type { CancelResult } from '@vastra/shared/schemas';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, products, storeCredits } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { conflict } from '../../lib/errors.ts';
import { freeOrderBookings } from '../booking/index.ts';
import { notifyCustomer, orderVariables } from '../notifications/index.ts';
import { creditHeldBy, giveBackOrderCredit, recordLedger } from '../payments/index.ts';
import { getSettings } from '../system/index.ts';
import { orderDetail, ownOrder } from './order-view.ts';
import { changeOrderStatus } from './status.ts';

const NOT_CANCELLABLE = 'This order can no longer be cancelled.';
/** A staff member cancelling on the customer's behalf, and how their step is audited. */
export type StaffCancel = {
  staffId: string;
  audit: (tx: Tx, before: typeof orders.$inferSelect) => Promise<void>;
};

const CANCELLABLE_LINES: readonly string[] = [
  'held',
  'confirmed',
  'preparing',
  'ready',
  'out_for_delivery',
  'expired',
  'cancelled',
];

const NOTHING_PAID = 'Your order is cancelled. No booking advance was paid, so nothing is due.';

/**
 * POST /api/orders/{id}/cancel under the cancellation policy (shared rule): paid more than the
 * policy's days before delivery → the advance becomes store credit; later → it is kept. Store
 * credit spent on the order beyond the advance goes back either way, with its own expiry. An
 * unpaid order is simply cancelled (any credit it took goes back). The pieces are freed either way.
 */
export async function cancelOrder(
  db: Db,
  userId: string,
  orderId: string,
  now: Date,
  byStaff?: StaffCancel,
): Promise<CancelResult> {
  const settings = await getSettings(db);
  const today = todayInIndia(now);
  const refund = await db.transaction(async (tx) => {
    const order = await ownOrder(tx, userId, orderId);
    // Locked so that a payment being confirmed at this moment sees the cancellation (refund_due).
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!locked || (locked.status !== 'paid' && locked.status !== 'pending_payment')) {
      throw conflict(NOT_CANCELLABLE);
    }
    const paid = locked.status === 'paid';
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    // A piece that already reached the customer comes back by a return, not a cancellation.
    if (lines.some((l) => !CANCELLABLE_LINES.includes(l.status))) throw conflict(NOT_CANCELLABLE);
    await freeOrderBookings(tx, [order.id], { cancelConfirmed: true });
    await changeOrderStatus(
      tx,
      order.id,
      { from: locked.status, to: 'cancelled' },
      { cancelledAt: now },
      byStaff ? { kind: 'staff', staffId: byStaff.staffId } : { kind: 'customer' },
    );
    await byStaff?.audit(tx, locked);
    // A pre-used piece that was sold by this order goes back on sale.
    const sold = lines.filter((l) => l.type === 'buy').map((l) => l.productId);
    if (paid && sold.length > 0)
      await tx.update(products).set({ isActive: true }).where(inArray(products.id, sold));
    if (!paid) return { kind: 'none' as const, amount: 0, message: NOTHING_PAID };
    const told = await orderVariables(tx, order.id);

    // A purchase has no delivery date on its line: it counts as due now (no credit).
    const deliveryDates = lines.map((l) => l.deliveryDate ?? today).sort();
    const policy = cancellationOutcome(
      deliveryDates[0] ?? today,
      today,
      locked.advance,
      settings.cancellation,
    );
    // Store credit spent on the order paid the advance first; credit beyond it always goes back.
    const held = (await creditHeldBy(tx, [order.id])).get(order.id) ?? 0;
    const creditOnAdvance = Math.min(held, locked.advance);
    const toCredit = policy.kind === 'store_credit';
    // Credit given back keeps its own expiry; only the advance paid in money becomes new credit.
    const givenBack = toCredit ? held : held - creditOnAdvance;
    const paidInMoney = locked.advance - creditOnAdvance;
    const outcome = { ...policy, message: policy.message + creditWords(givenBack) };
    await recordLedger(tx, [
      {
        orderId: order.id,
        userId,
        kind: toCredit ? 'cancellation_credit' : 'advance_kept',
        amount: toCredit ? paidInMoney : locked.advance,
        note: outcome.message,
        at: now,
      },
    ]);
    await giveBackOrderCredit(tx, { id: order.id, userId }, now, givenBack);
    if (told) {
      // The customer is told what became of the advance: store credit and its last day, or kept.
      await notifyCustomer(tx, userId, {
        event: toCredit ? 'order_cancelled' : 'order_cancelled_advance_kept',
        orderId: order.id,
        variables: {
          ...told.variables,
          ...(policy.kind === 'store_credit'
            ? { credit: formatRupees(policy.amount), expiresOn: formatEventDate(policy.expiresOn) }
            : { days: String(settings.cancellation.creditIfDaysBeforeDeliveryOver) }),
        },
        at: now,
      });
    }
    if (policy.kind === 'store_credit' && paidInMoney > 0) {
      await tx.insert(storeCredits).values({
        userId,
        orderId: order.id,
        amount: paidInMoney,
        expiresOn: policy.expiresOn,
        createdAt: now,
      });
    }
    return outcome;
  });
  return { order: await orderDetail(db, orderId), refund };
}

/** What the cancellation message adds about store credit given back: it keeps its own expiry. */
function creditWords(back: number): string {
  return back > 0
    ? ` Store credit of ${formatRupees(back)} spent on it is given back with its own expiry.`
    : '';
}
