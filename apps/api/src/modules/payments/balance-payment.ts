import { eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { NOTHING_DUE } from './counter.ts';
import type { PaymentDeps } from './deps.ts';
import { orderLedger, recordLedger } from './ledger.ts';
import { openPaymentIntent, type PaymentIntent } from './open-intent.ts';
import { lockPayment } from './payment-row.ts';
import { registerPaymentPurpose } from './purposes.ts';

/**
 * A payment link for what an order still owes (balance, deposit, charges): a gateway payment of
 * purpose 'balance' that the customer pays on the usual payment page or widget. Opened with no
 * transaction held (the gateway is a network call).
 */
export async function openBalancePayment(
  deps: PaymentDeps,
  order: { id: string; billNo: string },
): Promise<PaymentIntent> {
  const { summary } = await orderLedger(deps.db, order.id);
  if (summary.due === 0) throw conflict(NOTHING_DUE);
  return openPaymentIntent(
    deps,
    { purpose: 'balance', orderId: order.id, receipt: order.billNo },
    summary.due * 100,
  );
}

// The money arrived: a 'balance' entry paid online, once however often the gateway says so.
registerPaymentPurpose('balance', {
  async confirm(tx, paymentRowId, paymentId, { now }) {
    const payment = await lockPayment(tx, paymentRowId);
    if (payment.status !== 'created' && payment.status !== 'failed') return 'already_paid';
    if (!payment.orderId) throw new Error('balance payment without an order');
    const [order] = await tx
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, payment.orderId));
    if (!order) throw new Error('balance payment for a missing order');
    await tx
      .update(payments)
      .set({ status: 'captured', paymentId, verifiedAt: now })
      .where(eq(payments.id, payment.id));
    await recordLedger(tx, [
      {
        orderId: payment.orderId,
        userId: order.userId,
        kind: 'balance',
        amount: -Math.round(payment.amountPaise / 100),
        method: 'online',
        reference: paymentId,
        paymentId: payment.id,
        note: 'Paid by payment link',
        at: now,
      },
    ]);
    return 'paid';
  },
  async fail(tx, paymentRowId) {
    const payment = await lockPayment(tx, paymentRowId);
    if (payment.status === 'created') {
      await tx.update(payments).set({ status: 'failed' }).where(eq(payments.id, payment.id));
    }
  },
});
