import { formatRupees } from '@vastra/shared/rules';
import { and, asc, eq, isNull, like, or } from 'drizzle-orm';
import { orders, payments } from '../../db/schema/index.ts';
import type { Executor, Tx } from '../../db/tx.ts';
import { notifyCustomer, notifyStaff, orderVariables } from '../notifications/index.ts';
import { lockPayment, type PaymentDeps, recordLedger } from '../payments/index.ts';
import { changeOrderStatus } from './status.ts';

export type LateRefundOutcome = 'refunded' | 'failed' | 'nothing';

/** What staff read while a refund is being asked of the gateway; replaced once it is known. */
const asking = (rupees: number) =>
  `Automatic refund of ${formatRupees(rupees)} was asked of the gateway and not yet confirmed: ` +
  'check the gateway before refunding by hand.';
const failed = (rupees: number) => `Automatic refund failed: refund ${formatRupees(rupees)} by hand.`;
/** How every note of this job starts (its notes, and its ledger entries' note). */
const REFUND_NOTE_START = 'Automatic refund';

/**
 * Sends back in full an order payment that arrived too late (status 'refund_due'), through the
 * gateway's refund API and never inside a transaction. The payment is first claimed
 * ('refunding'), so two runs at once never ask twice; a refund the gateway confirmed is written
 * to the ledger (payment_refund), the payment becomes 'refunded' and the order 'refunded'. When
 * the gateway refuses or cannot be reached the payment is 'refund_due' again and the order
 * carries a note for staff; a later run tries again. Example: after a webhook's transaction,
 * refundLatePayment(deps, payment.id) → 'refunded'.
 */
export async function refundLatePayment(deps: PaymentDeps, paymentRowId: string): Promise<LateRefundOutcome> {
  const claimed = await deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentRowId);
    const left = payment.amountPaise - payment.refundedPaise;
    if (payment.status !== 'refund_due' || payment.purpose !== 'order' || !payment.orderId) return null;
    if (!payment.paymentId || left <= 0) return null;
    await tx.update(payments).set({ status: 'refunding' }).where(eq(payments.id, payment.id));
    await noteForStaff(tx, payment.orderId, asking(left / 100), deps.now());
    return { ...payment, orderId: payment.orderId, paymentId: payment.paymentId, left };
  });
  if (!claimed) return 'nothing';

  let refundId: string;
  try {
    const notes = { orderId: claimed.orderId, reason: 'Paid after the order could no longer be booked' };
    ({ refundId } = await deps.gateway.refund({
      paymentId: claimed.paymentId,
      amountPaise: claimed.left,
      notes,
    }));
  } catch {
    await deps.db.transaction(async (tx) => {
      await tx.update(payments).set({ status: 'refund_due' }).where(eq(payments.id, claimed.id));
      await noteForStaff(tx, claimed.orderId, failed(claimed.left / 100), deps.now());
    });
    return 'failed';
  }

  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status: 'refunded', refundedPaise: claimed.amountPaise })
      .where(eq(payments.id, claimed.id));
    const [order] = await tx.select().from(orders).where(eq(orders.id, claimed.orderId)).for('update');
    if (!order) throw new Error('refunded payment of a missing order');
    await recordLedger(tx, [
      {
        orderId: order.id,
        userId: order.userId,
        kind: 'payment_refund',
        amount: Math.round(claimed.left / 100),
        method: 'online',
        reference: refundId,
        paymentId: claimed.id,
        note: REFUND_NOTE_START,
        at: now,
      },
    ]);
    await tx
      .update(orders)
      .set({ attention: null, attentionAt: null })
      .where(and(eq(orders.id, order.id), like(orders.attention, `${REFUND_NOTE_START}%`)));
    await changeOrderStatus(tx, order.id, { from: 'refund_due', to: 'refunded' }, { at: now });
    const told = await orderVariables(tx, order.id);
    if (told) {
      await notifyCustomer(tx, order.userId, {
        event: 'payment_refunded',
        orderId: order.id,
        step: refundId,
        variables: {
          ...told.variables,
          amount: formatRupees(Math.round(claimed.left / 100)),
          reference: refundId,
        },
        at: now,
      });
    }
  });
  return 'refunded';
}

/** The branch's staff hear of a payment that did not match what was due (the order's note says what). */
export async function tellStaffOfFlaggedPayment(deps: PaymentDeps, paymentRowId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        orderId: orders.id,
        branchId: orders.branchId,
        billNo: orders.billNo,
        reason: orders.attention,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.id, paymentRowId));
    if (!row) return;
    await notifyStaff(tx, row.branchId, {
      event: 'staff_payment_flagged',
      orderId: row.orderId,
      step: paymentRowId,
      variables: { billNo: row.billNo, reason: row.reason ?? 'the amount or currency did not match' },
      at: deps.now(),
    });
  });
}

/** The note on an order for staff, replacing an earlier refund note but never another kind. */
async function noteForStaff(tx: Tx, orderId: string, note: string, at: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ attention: note, attentionAt: at })
    .where(
      and(
        eq(orders.id, orderId),
        or(isNull(orders.attention), like(orders.attention, `${REFUND_NOTE_START}%`)),
      ),
    );
}

/**
 * Tries again every late payment still owed back (the hold job runs it every minute); one that
 * is being refunded right now is left to its run. Returns how many were refunded this time.
 */
export async function retryLateRefunds(deps: PaymentDeps, limit = 50): Promise<number> {
  const owed = await refundsDueQuery(deps.db, limit);
  let refunded = 0;
  for (const { id } of owed) {
    if ((await refundLatePayment(deps, id)) === 'refunded') refunded++;
  }
  return refunded;
}

/** The late payments owed back, oldest first: an index of those alone (migration 0035). */
export function refundsDueQuery(db: Executor, limit: number) {
  return db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.purpose, 'order'), eq(payments.status, 'refund_due')))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}
