import { COMMERCE_MESSAGES, type OrderDetail, type VerifyPayment } from '@vastra/shared/schemas';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { freeOrderBookings } from '../booking/index.ts';
import {
  answerLocalPage,
  confirmWidgetPayment,
  lockPayment,
  type PaymentDeps,
  paymentByGatewayOrder,
  registerPaymentPurpose,
} from '../payments/index.ts';
import { confirmOrderPayment } from './confirm-order-payment.ts';
import { refundLatePayment, tellStaffOfFlaggedPayment } from './late-refund.ts';
import { orderDetail, ownOrder } from './order-view.ts';
import { changeOrderStatus } from './status.ts';

const verificationFailed = () => new AppError('PAYMENT_FAILED', COMMERCE_MESSAGES.paymentFailed);

/** The answer when money arrived for dates someone else took meanwhile. */
function refundDueError(orderId: string): AppError {
  return conflict(COMMERCE_MESSAGES.refundDue, { orderId, status: 'refund_due' });
}

/**
 * POST /api/payments/verify: the widget's success handler, checked with the key secret. A bad
 * signature is 402 and changes nothing; a good one confirms the order once, however often it
 * is sent again.
 */
export async function verifyPayment(
  deps: PaymentDeps,
  userId: string,
  input: VerifyPayment,
): Promise<OrderDetail> {
  const order = await ownOrder(deps.db, userId, input.orderId);
  const outcome = await confirmWidgetPayment(deps, input, {
    purposes: ['order', 'balance', 'extension'],
    ownerId: order.id,
    refused: verificationFailed,
  });
  if (outcome === 'refund_due') throw refundDueError(order.id);
  if (outcome === 'paid_twice') throw conflict(COMMERCE_MESSAGES.paidTwice, { orderId: order.id });
  return orderDetail(deps.db, order.id);
}

/**
 * A failed payment: the attempt is marked failed, the order 'payment_failed' and its pieces
 * released for others. Only an attempt still open is touched: a late failure notice for an
 * earlier attempt never undoes a capture.
 */
async function markPaymentFailed(tx: Tx, paymentRowId: string): Promise<void> {
  const payment = await lockPayment(tx, paymentRowId);
  if (payment.status !== 'created' || !payment.orderId) return;
  await tx.update(payments).set({ status: 'failed' }).where(eq(payments.id, payment.id));
  await changeOrderStatus(tx, payment.orderId, { from: 'pending_payment', to: 'payment_failed' });
  await freeOrderBookings(tx, [payment.orderId]);
}

registerPaymentPurpose('order', {
  confirm: (tx, paymentRowId, paymentId, { now }) => confirmOrderPayment(tx, paymentRowId, paymentId, now),
  fail: markPaymentFailed,
  // Money that arrived for dates someone else took, or for an order another payment had paid,
  // goes back at once (and again on each notice).
  settled: async (deps, paymentRowId, outcome) => {
    if (outcome === 'refund_due' || outcome === 'paid_twice') await refundLatePayment(deps, paymentRowId);
    if (outcome === 'flagged') await tellStaffOfFlaggedPayment(deps, paymentRowId);
  },
});

/** The customer's own payment attempt by gateway order id (local payment page), or 404. */
async function ownPayment(deps: PaymentDeps, userId: string, gatewayOrderId: string) {
  const payment = await paymentByGatewayOrder(deps.db, deps, gatewayOrderId);
  if (!payment?.orderId) throw notFound('Payment not found');
  await ownOrder(deps.db, userId, payment.orderId);
  return payment;
}

/** The local gateway's payment page for one of the customer's orders: pays or fails its attempt. */
export async function completeLocalOrderPayment(
  deps: PaymentDeps,
  userId: string,
  input: { gatewayOrderId: string; outcome: 'pay' | 'fail' },
) {
  return answerLocalPage(deps, await ownPayment(deps, userId, input.gatewayOrderId), input.outcome);
}
