import { formatRupees } from '@vastra/shared/rules';
import type { OrderDetail } from '@vastra/shared/schemas';

/**
 * Why an order's money goes back, in plain words, while it is owed back ('refund_due') and once
 * the gateway refunded it ('refunded', with the refund's id); null for every other order.
 */
export function lateRefundMessage(order: Pick<OrderDetail, 'status' | 'lateRefund' | 'cancelledAt'>) {
  const refund = order.lateRefund;
  if (!refund || (order.status !== 'refund_due' && order.status !== 'refunded')) return null;
  const why = order.cancelledAt
    ? 'Your order was cancelled before your payment reached us.'
    : 'The piece was booked by someone else before your payment reached us.';
  const advance = `Your advance of ${formatRupees(refund.amount)}`;
  if (order.status === 'refund_due')
    return `${why} ${advance} will be refunded to your original payment method.`;
  const reference = refund.refundId ? ` (refund ${refund.refundId})` : '';
  return `${why} ${advance} has been refunded to your original payment method${reference}.`;
}
