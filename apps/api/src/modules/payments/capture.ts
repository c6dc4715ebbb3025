import { formatRupees } from '@vastra/shared/rules';
import type { Settings } from '@vastra/shared/schemas';
import { eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { noteGroupOrders } from './group-payment.ts';
import { lockPayment, type PaymentRow } from './payment-row.ts';
import { purposeHandler } from './purposes.ts';

/** What the gateway says arrived: its payment id, the amount in paise and the currency. */
export type Captured = { paymentId: string; amountPaise: number; currency: string };

const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '₹2,250' or '₹2,249.50' for rupees; another currency by its code: 'USD 10.00'. */
function money(amountPaise: number, currency: string): string {
  const amount = amountPaise / 100;
  if (currency.toUpperCase() !== 'INR') return `${currency.toUpperCase()} ${withPaise.format(amount)}`;
  return Number.isInteger(amount) ? formatRupees(amount) : `₹${withPaise.format(amount)}`;
}

/** The note staff read on an order whose payment did not match what was due. */
function mismatchNote(due: Pick<PaymentRow, 'amountPaise' | 'currency'>, arrived: Captured): string {
  return (
    `Payment of ${money(arrived.amountPaise, arrived.currency)} received but ` +
    `${money(due.amountPaise, due.currency)} was due: check it in the gateway before confirming.`
  );
}

/**
 * A captured payment, from the webhook or the browser's verify, in the caller's transaction. It
 * is applied (its purpose's confirm) only when amount and currency are exactly what was due;
 * otherwise nothing is marked paid: the payment is 'flagged' and its order carries a note for
 * staff, and the customer still sees the order as pending. A flagged payment stays flagged
 * however often its notice comes again.
 */
export async function applyCapture(
  tx: Tx,
  paymentRowId: string,
  arrived: Captured,
  ctx: { now: Date; settings: Settings },
): Promise<string> {
  const payment = await lockPayment(tx, paymentRowId);
  if (payment.status === 'flagged') return 'flagged';
  const matches =
    arrived.amountPaise === payment.amountPaise &&
    arrived.currency.toUpperCase() === payment.currency.toUpperCase();
  if (!matches && (payment.status === 'created' || payment.status === 'failed')) {
    await tx
      .update(payments)
      .set({ status: 'flagged', paymentId: arrived.paymentId, verifiedAt: ctx.now })
      .where(eq(payments.id, payment.id));
    if (payment.orderId) {
      await tx
        .update(orders)
        .set({ attention: mismatchNote(payment, arrived), attentionAt: ctx.now })
        .where(eq(orders.id, payment.orderId));
    }
    if (payment.purpose === 'group')
      await noteGroupOrders(tx, payment.id, mismatchNote(payment, arrived), ctx.now);
    return 'flagged';
  }
  return purposeHandler(payment.purpose).confirm(tx, payment.id, arrived.paymentId, ctx);
}
