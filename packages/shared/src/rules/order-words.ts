import type { LedgerKind } from './ledger.ts';

/** Each money entry in the words a customer reads on their order page. */
export const LEDGER_WORDS: Record<LedgerKind, string> = {
  order_total: 'Order total',
  advance: 'Advance paid',
  balance: 'Balance paid',
  deposit: 'Deposit paid',
  payment: 'Payment received',
  late_fee: 'Late return fee',
  damage_charge: 'Deducted for damage',
  lost_charge: 'Charged for a piece not returned',
  waiver: 'Charge waived',
  deposit_release: 'Deposit set against what is due',
  deposit_refund: 'Deposit refunded',
  payment_refund: 'Refunded',
  cancellation: 'Order cancelled',
  advance_kept: 'Advance kept under the cancellation policy',
  cancellation_credit: 'Given back as store credit',
  credit_spent: 'Paid from store credit',
  refund_failed: 'Refund did not go through; it will be paid again',
  credit_returned: 'Store credit given back',
  extension: 'Rental extended',
};

/** Each step of an order or a piece, as the customer's timeline names it. */
const STEP_WORDS: Record<string, string> = {
  pending_payment: 'Order placed',
  paid: 'Advance paid, booking confirmed',
  payment_failed: 'Payment failed',
  expired: 'Not paid in time',
  cancelled: 'Cancelled',
  refund_due: 'Refund due',
  held: 'Reserved',
  confirmed: 'Booking confirmed',
  preparing: 'Being prepared',
  ready: 'Ready',
  out_for_delivery: 'Out for delivery',
  with_customer: 'Handed over',
  returned: 'Returned',
  inspected: 'Checked after return',
  closed: 'Completed',
  lost: 'Marked as not returned',
  extended: 'Rental extended, new return date',
};

/** stepWords('with_customer') === 'Handed over'; an unknown step keeps its own name. */
export function stepWords(status: string): string {
  return STEP_WORDS[status] ?? status.replaceAll('_', ' ');
}
