import type { CounterPayment, RefundAction } from '@vastra/shared/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { payments } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { orderLedger, recordLedger } from './ledger.ts';
import { spendCreditOnOrder } from './order-credit.ts';

/** The order a staff money step is for (already locked and checked against the branch). */
export type MoneyOrder = { id: string; userId: string; billNo: string };
/** Who took or gave back the money, and when. */
export type MoneyBy = { staffId: string; at: Date };

export const NOTHING_DUE = 'Nothing is due on this order.';
const NOTHING_OWED = 'Nothing is owed back on this order.';

/**
 * Money taken at the counter (UPI, cash or card, with its reference) against what is due; more
 * than is due is refused (409), so the ledger never owes the customer by mistake. With
 * `useCredit` the customer's store credit pays what it can of the amount first (oldest first).
 */
export async function takeCounterPayment(tx: Tx, order: MoneyOrder, input: CounterPayment, by: MoneyBy) {
  const { summary } = await orderLedger(tx, order.id);
  if (summary.due === 0) throw conflict(NOTHING_DUE);
  if (input.amount > summary.due) throw conflict(`Only ₹${summary.due} is due on this order.`);
  const fromCredit = input.useCredit ? await spendCreditOnOrder(tx, order, input.amount, by.at) : 0;
  await recordLedger(tx, [
    {
      orderId: order.id,
      userId: order.userId,
      kind: input.kind,
      amount: fromCredit - input.amount,
      method: input.method,
      reference: input.reference,
      staffId: by.staffId,
      note: input.note,
      at: by.at,
    },
  ]);
  return { before: summary.due, after: summary.due - input.amount, fromCredit };
}

/** A refund written to the ledger; a gateway one still has to be sent once the transaction commits. */
export type RefundPlan =
  | { via: 'counter'; amount: number }
  | { via: 'gateway'; amount: number; paymentRowId: string; gatewayPaymentId: string; entryNote: string };

/**
 * Writes the refund of everything the order's ledger owes back: the deposit (after charges) or a
 * cancelled order's money. With a counter method it is done; without one it goes back through
 * the gateway on a captured payment that can still take it (else 400: choose a counter method).
 */
export async function writeRefund(
  tx: Tx,
  order: MoneyOrder,
  input: RefundAction,
  by: MoneyBy,
): Promise<RefundPlan> {
  const { entries, summary } = await orderLedger(tx, order.id);
  const amount = summary.refundable;
  if (amount === 0) throw conflict(NOTHING_OWED);
  const kind = entries.some((e) => e.kind === 'deposit_release') ? 'deposit_refund' : 'payment_refund';
  const entry = {
    orderId: order.id,
    userId: order.userId,
    kind,
    amount,
    staffId: by.staffId,
    at: by.at,
  } as const;
  if (input.method) {
    await recordLedger(tx, [
      { ...entry, method: input.method, reference: input.reference, note: input.note },
    ]);
    return { via: 'counter', amount };
  }
  const [payment] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.status, 'captured'),
        sql`${payments.amountPaise} - ${payments.refundedPaise} >= ${amount * 100}`,
      ),
    )
    .orderBy(payments.createdAt)
    .for('update');
  if (!payment?.paymentId) {
    const message = `₹${amount} cannot go back through the gateway for this order: choose UPI, cash or card.`;
    throw badRequest(message, { method: message });
  }
  const refunded = payment.refundedPaise + amount * 100;
  await tx
    .update(payments)
    .set({
      refundedPaise: refunded,
      ...(refunded === payment.amountPaise ? { status: 'refunded' as const } : {}),
    })
    .where(eq(payments.id, payment.id));
  const entryNote = input.note || 'Refunded through the payment gateway';
  await recordLedger(tx, [
    { ...entry, method: 'online', reference: payment.paymentId, paymentId: payment.id, note: entryNote },
  ]);
  return { via: 'gateway', amount, paymentRowId: payment.id, gatewayPaymentId: payment.paymentId, entryNote };
}

/**
 * A gateway refund the gateway refused: the entry is answered by a refund_failed one (the money
 * is owed again) and the payment's refunded sum is put back, in the caller's transaction.
 */
export async function undoGatewayRefund(
  tx: Tx,
  order: MoneyOrder,
  plan: Extract<RefundPlan, { via: 'gateway' }>,
  why: string,
  at: Date,
): Promise<void> {
  await tx
    .update(payments)
    .set({ refundedPaise: sql`${payments.refundedPaise} - ${plan.amount * 100}`, status: 'captured' })
    .where(eq(payments.id, plan.paymentRowId));
  await recordLedger(tx, [
    {
      orderId: order.id,
      userId: order.userId,
      kind: 'refund_failed',
      amount: -plan.amount,
      method: 'online',
      reference: plan.gatewayPaymentId,
      paymentId: plan.paymentRowId,
      note: why,
      at,
    },
  ]);
}
