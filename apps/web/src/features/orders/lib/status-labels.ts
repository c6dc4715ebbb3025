import type { OrderStatus } from '@vastra/shared/schemas';

/** An order's status in the customer's words. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  paid: 'Confirmed',
  payment_failed: 'Payment failed',
  expired: 'Expired',
  cancelled: 'Cancelled',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};
