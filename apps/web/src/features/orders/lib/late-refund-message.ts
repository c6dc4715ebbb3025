import { formatRupees } from '@vastra/shared/rules';
import type { OrderDetail } from '@vastra/shared/schemas';
import type { TFunction } from 'i18next';
import { i18n } from '@/i18n';
import '@/i18n/texts/orders';

/**
 * Why an order's money goes back, in plain words, while it is owed back ('refund_due') and once
 * the gateway refunded it ('refunded', with the refund's id); null for every other order.
 */
export function lateRefundMessage(
  order: Pick<OrderDetail, 'status' | 'lateRefund' | 'cancelledAt'>,
  t: TFunction = i18n.t,
) {
  const refund = order.lateRefund;
  if (!refund || (order.status !== 'refund_due' && order.status !== 'refunded')) return null;
  const why = order.cancelledAt ? t('orders.lateRefund.cancelled') : t('orders.lateRefund.booked');
  const amount = formatRupees(refund.amount);
  if (order.status === 'refund_due') return `${why} ${t('orders.lateRefund.willRefund', { amount })}`;
  return `${why} ${
    refund.refundId
      ? t('orders.lateRefund.refundedRef', { amount, ref: refund.refundId })
      : t('orders.lateRefund.refunded', { amount })
  }`;
}
