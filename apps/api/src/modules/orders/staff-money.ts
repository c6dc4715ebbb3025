import type { CounterPayment, PaymentLink, RefundAction } from '@vastra/shared/schemas';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import {
  openBalancePayment,
  type PaymentDeps,
  type RefundPlan,
  takeCounterPayment,
  undoGatewayRefund,
  writeRefund,
} from '../payments/index.ts';
import { recordAudit } from '../staff/index.ts';
import { cancelOrder } from './cancel-order.ts';
import { lockStaffOrder, type OrderRow, type StaffAct, staffOrder } from './staff-access.ts';

const NOT_CONFIRMED = 'Only a confirmed (paid) order takes money at the counter or by link.';

const audited = (act: StaffAct, order: OrderRow, action: string, before: unknown, after: unknown) => ({
  staffId: act.who.id,
  action,
  entity: 'order',
  entityId: order.id,
  orderId: order.id,
  branchId: order.branchId,
  before,
  after,
  ip: act.ip,
  at: act.at,
});

/** POST /api/staff/orders/{id}/payments: money taken at the counter, audited with the due before and after. */
export async function recordCounterPayment(
  deps: PaymentDeps,
  act: StaffAct,
  orderId: string,
  input: CounterPayment,
) {
  await deps.db.transaction(async (tx) => {
    const order = await lockStaffOrder(tx, act.who, orderId);
    if (order.status !== 'paid') throw conflict(NOT_CONFIRMED);
    const due = await takeCounterPayment(tx, order, input, { staffId: act.who.id, at: act.at });
    await recordAudit(
      tx,
      audited(
        act,
        order,
        'order.payment',
        { due: due.before },
        { due: due.after, ...input, fromCredit: due.fromCredit },
      ),
    );
  });
}

/** POST /api/staff/orders/{id}/payment-link: a gateway payment for what is due, for the customer to pay. */
export async function sendPaymentLink(
  deps: PaymentDeps,
  act: StaffAct,
  orderId: string,
): Promise<PaymentLink> {
  const order = await staffOrder(deps.db, act.who, orderId);
  if (order.status !== 'paid') throw conflict(NOT_CONFIRMED);
  const intent = await openBalancePayment(deps, order);
  await recordAudit(
    deps.db,
    audited(act, order, 'order.payment_link', null, {
      gatewayOrderId: intent.gatewayOrderId,
      amount: intent.amountPaise / 100,
    }),
  );
  return {
    gatewayOrderId: intent.gatewayOrderId,
    amountPaise: intent.amountPaise,
    provider: intent.provider,
    keyId: intent.keyId,
  };
}

/**
 * Refund what the ledger owes back (owners and managers). A counter refund is written at once; a
 * gateway refund is written, committed, then sent; if the gateway refuses, the entry is answered
 * by a refund_failed one and the order is flagged for staff, and the gateway's error is returned.
 */
export async function refundOrder(deps: PaymentDeps, act: StaffAct, orderId: string, input: RefundAction) {
  const by = { staffId: act.who.id, at: act.at };
  const { order, plan } = await deps.db.transaction(async (tx) => {
    const order = await lockStaffOrder(tx, act.who, orderId);
    const plan = await writeRefund(tx, order, input, by);
    await recordAudit(
      tx,
      audited(act, order, 'order.refund', null, { ...plan, method: input.method ?? 'online' }),
    );
    return { order, plan };
  });
  if (plan.via === 'gateway') await sendGatewayRefund(deps, act, order, plan);
  return plan.amount;
}

async function sendGatewayRefund(
  deps: PaymentDeps,
  act: StaffAct,
  order: OrderRow,
  plan: Extract<RefundPlan, { via: 'gateway' }>,
): Promise<void> {
  try {
    const { refundId } = await deps.gateway.refund({
      paymentId: plan.gatewayPaymentId,
      amountPaise: plan.amount * 100,
      notes: { orderId: order.id, billNo: order.billNo, reason: plan.entryNote },
    });
    await recordAudit(
      deps.db,
      audited(act, order, 'order.refund_sent', null, { refundId, amount: plan.amount }),
    );
  } catch (error) {
    const why = error instanceof AppError ? error.message : 'The payment gateway did not answer.';
    await deps.db.transaction(async (tx) => {
      await undoGatewayRefund(tx, order, plan, why, act.at);
      await tx
        .update(orders)
        .set({ attention: `The gateway refund of ₹${plan.amount} failed: ${why}`, attentionAt: act.at })
        .where(eq(orders.id, order.id));
      await recordAudit(tx, audited(act, order, 'order.refund_failed', null, { amount: plan.amount, why }));
    });
    throw new AppError('UNAVAILABLE', `The gateway refused the refund: ${why} Nothing was refunded.`);
  }
}

/** Cancel on the customer's behalf under the same policy the customer's own cancellation follows. */
export async function cancelForCustomer(deps: PaymentDeps, act: StaffAct, orderId: string) {
  const order = await staffOrder(deps.db, act.who, orderId);
  return cancelOrder(deps.db, order.userId, order.id, act.at, {
    staffId: act.who.id,
    audit: (tx, before) =>
      recordAudit(tx, {
        ...audited(act, order, 'order.cancel', { status: before.status }, { status: 'cancelled' }),
      }),
  });
}
