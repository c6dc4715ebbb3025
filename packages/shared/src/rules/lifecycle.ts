import type { OrderStatus } from '../schemas/commerce-responses.ts';

/**
 * The one table of allowed status moves. Every writer of a status asks it (the API's
 * changeOrderStatus); a move not listed here is refused. Staying in the same status is not a move.
 */

/**
 * An order: unpaid until its advance is paid; a payment that arrives after the hold lapsed or a
 * failure notice still confirms it when the pieces are free, else the money is owed back, and
 * it is 'refunded' once the gateway sent it back.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['paid', 'payment_failed', 'expired', 'cancelled', 'refund_due'],
  payment_failed: ['paid', 'refund_due'],
  expired: ['paid', 'refund_due'],
  paid: ['cancelled'],
  cancelled: ['refund_due'],
  refund_due: ['refunded'],
  refunded: [],
};

export const RENTAL_LINE_STATUSES = [
  'held',
  'confirmed',
  'preparing',
  'ready',
  'out_for_delivery',
  'with_customer',
  'returned',
  'inspected',
  'closed',
  'expired',
  'cancelled',
  'lost',
  'refund_due',
  'refunded',
] as const;
export type LineStatus = (typeof RENTAL_LINE_STATUSES)[number];

/**
 * A rented piece: held until the advance is paid, confirmed, prepared (cleaning, alterations),
 * ready at its branch, sent out or handed over, worn, returned, inspected, closed. It may be
 * cancelled any time before it reaches the customer; a piece not brought back is lost. A hold
 * that lapsed is confirmed again when the dates are still free, else its money is owed back.
 */
export const RENTAL_LINE_TRANSITIONS: Readonly<Record<LineStatus, readonly LineStatus[]>> = {
  held: ['confirmed', 'expired', 'cancelled', 'refund_due'],
  confirmed: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['out_for_delivery', 'with_customer', 'cancelled'],
  out_for_delivery: ['with_customer', 'ready', 'cancelled'],
  with_customer: ['returned', 'lost'],
  returned: ['inspected'],
  inspected: ['closed'],
  closed: [],
  expired: ['confirmed', 'refund_due'],
  cancelled: ['refund_due'],
  lost: ['closed'],
  refund_due: ['refunded'],
  refunded: [],
};

/**
 * A pre-used piece bought outright: confirmed, ready at its branch, then sent out or handed
 * over (closed); cancelled any time before it leaves the shop.
 */
export const PURCHASE_LINE_TRANSITIONS: Readonly<Record<LineStatus, readonly LineStatus[]>> = {
  held: ['confirmed', 'expired', 'cancelled', 'refund_due'],
  confirmed: ['ready', 'cancelled'],
  preparing: [],
  ready: ['out_for_delivery', 'closed', 'cancelled'],
  out_for_delivery: ['closed', 'ready', 'cancelled'],
  with_customer: [],
  returned: [],
  inspected: [],
  closed: [],
  expired: ['confirmed', 'refund_due'],
  cancelled: ['refund_due'],
  lost: [],
  refund_due: ['refunded'],
  refunded: [],
};

/** Whether an order may go from one status to another: canChangeOrderStatus('paid', 'cancelled') → true. */
export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Whether a line may move: canChangeLineStatus('rent', 'ready', 'with_customer') → true. */
export function canChangeLineStatus(type: 'rent' | 'buy', from: LineStatus, to: LineStatus): boolean {
  const table = type === 'rent' ? RENTAL_LINE_TRANSITIONS : PURCHASE_LINE_TRANSITIONS;
  return table[from].includes(to);
}
