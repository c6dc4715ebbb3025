import { formatRupees } from '@vastra/shared/rules';
import { eq, sql } from 'drizzle-orm';
import { orderEvents, orderLines, orders, payments, rentalExtensions } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { lockPayment, type PaymentRow, recordLedger, registerPaymentPurpose } from '../payments/index.ts';
import { EXTENDABLE } from './extendable.ts';
import { type ExtensionRow, giveBackDays, retakeDays } from './hold.ts';

async function extensionOf(tx: Tx, paymentRowId: string): Promise<ExtensionRow | undefined> {
  const [row] = await tx
    .select()
    .from(rentalExtensions)
    .where(eq(rentalExtensions.paymentId, paymentRowId))
    .for('update');
  return row;
}

/**
 * The paid extension takes effect: the line's return date, period and rent move (so the return and
 * overdue reminders follow), the ledger gets the extra rent and its payment, and the timeline
 * says when the new return date is.
 */
async function applyExtension(tx: Tx, ext: ExtensionRow, payment: PaymentRow, paymentId: string, now: Date) {
  const [line] = await tx
    .update(orderLines)
    .set({
      returnDate: ext.toReturnDate,
      period: sql`${orderLines.period} + ${ext.days}`,
      // The line's rent is the rent of its (now longer) period.
      price: sql`${orderLines.price} + ${ext.rent}`,
    })
    .where(eq(orderLines.id, ext.lineId))
    .returning({ status: orderLines.status });
  const [order] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, ext.orderId));
  if (!line || !order) throw new Error('extension of a missing line');
  await tx
    .update(rentalExtensions)
    .set({ status: 'paid', paidAt: now })
    .where(eq(rentalExtensions.id, ext.id));
  const common = { orderId: ext.orderId, userId: order.userId, lineId: ext.lineId, at: now };
  await recordLedger(tx, [
    { ...common, kind: 'extension', amount: ext.amount, note: `${ext.days} more days` },
    {
      ...common,
      kind: 'payment',
      amount: -ext.amount,
      method: 'online',
      reference: paymentId,
      paymentId: payment.id,
      note: 'Extension paid online',
    },
  ]);
  await tx.insert(orderEvents).values({
    orderId: ext.orderId,
    lineId: ext.lineId,
    fromStatus: line.status,
    toStatus: 'extended',
    actor: 'customer',
    note: `Return date moved from ${ext.fromReturnDate} to ${ext.toReturnDate}`,
    createdAt: now,
  });
}

/**
 * Money for an extension whose days went to someone else after it lapsed: it is kept on the
 * order as a payment (it lowers what is due, or is paid back with the deposit) and staff are told.
 */
async function keepAsPayment(tx: Tx, ext: ExtensionRow, payment: PaymentRow, paymentId: string, now: Date) {
  const [order] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, ext.orderId));
  if (!order) throw new Error('extension of a missing order');
  await recordLedger(tx, [
    {
      orderId: ext.orderId,
      userId: order.userId,
      lineId: ext.lineId,
      kind: 'payment',
      amount: -ext.amount,
      method: 'online',
      reference: paymentId,
      paymentId: payment.id,
      note: 'Paid for an extension after its days were taken: set against the order',
      at: now,
    },
  ]);
  await tx
    .update(orders)
    .set({
      attention: `Extension payment of ${formatRupees(ext.amount)} arrived after the days were taken: the return date did not move.`,
      attentionAt: now,
    })
    .where(eq(orders.id, ext.orderId));
}

registerPaymentPurpose('extension', {
  async confirm(tx, paymentRowId, paymentId, { now }) {
    const payment = await lockPayment(tx, paymentRowId);
    if (payment.status !== 'created' && payment.status !== 'failed') return 'already_paid';
    const ext = await extensionOf(tx, payment.id);
    if (!ext) throw new Error('extension payment without an extension');
    await tx
      .update(payments)
      .set({ status: 'captured', paymentId, verifiedAt: now })
      .where(eq(payments.id, payment.id));
    if (ext.status === 'paid') return 'already_paid';
    const [line] = await tx
      .select({ status: orderLines.status })
      .from(orderLines)
      .where(eq(orderLines.id, ext.lineId));
    const stillOut = line !== undefined && EXTENDABLE.includes(line.status);
    const kept = ext.status === 'held' || (stillOut && (await retakeDays(tx, ext)));
    if (!kept) {
      await keepAsPayment(tx, ext, payment, paymentId, now);
      return 'not_extended';
    }
    await applyExtension(tx, ext, payment, paymentId, now);
    return 'paid';
  },
  async fail(tx, paymentRowId) {
    const payment = await lockPayment(tx, paymentRowId);
    if (payment.status !== 'created') return;
    await tx.update(payments).set({ status: 'failed' }).where(eq(payments.id, payment.id));
    const ext = await extensionOf(tx, payment.id);
    if (ext?.status === 'held') await giveBackDays(tx, ext, 'failed');
  },
});
