import { stepWords } from '@vastra/shared/rules';

/** How loud each status is: done and good, waiting on someone, or gone wrong. */
const TONE: Record<string, 'good' | 'warn' | 'bad' | undefined> = {
  paid: 'good',
  confirmed: 'good',
  ready: 'good',
  closed: 'good',
  inspected: 'good',
  pending_payment: 'warn',
  held: 'warn',
  preparing: 'warn',
  out_for_delivery: 'warn',
  with_customer: 'warn',
  returned: 'warn',
  refund_due: 'bad',
  payment_failed: 'bad',
  cancelled: 'bad',
  expired: 'bad',
  lost: 'bad',
};

/** An order's or a piece's status in the shop's words (the same words the customer reads). */
export function StatusBadge({ status }: { status: string }) {
  const tone = TONE[status];
  return <span className={`badge${tone ? ` badge-${tone}` : ''}`}>{stepWords(status)}</span>;
}
