import { addDays, formatOrderDate, type IsoDate, todayInIndia } from '@vastra/shared/rules';
import { and, eq, gte, ne } from 'drizzle-orm';
import { memberships, payments } from '../../db/schema/index.ts';
import type { Executor, Tx } from '../../db/tx.ts';
import { lockCustomer } from '../../db/tx.ts';
import type { PaymentGateway } from '../../integrations/payment/index.ts';
import { notifyCustomer } from '../notifications/index.ts';
import { lockPayment, type PaymentRow } from '../payments/index.ts';

// The membership fee's payment: which plan is in force, and confirming or failing a payment,
// for the browser's verify (membership.ts) and the gateway's webhook (payment-webhook.ts).

/** The customer's plan in force today (IST), other than `exceptId`: status 'active' and ends_on ≥ today. */
export async function activeMembershipRow(db: Executor, userId: string, today: IsoDate, exceptId?: string) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.status, 'active'),
        gte(memberships.endsOn, today),
        exceptId ? ne(memberships.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** The membership payment of a gateway order at the configured gateway, or undefined. */
export async function membershipPaymentByGatewayOrder(
  db: Executor,
  gateway: PaymentGateway,
  gatewayOrderId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, gateway.provider),
        eq(payments.gatewayOrderId, gatewayOrderId),
        eq(payments.purpose, 'membership'),
      ),
    );
  return row;
}

/** What confirming a membership payment did. */
export type MembershipConfirmOutcome = 'activated' | 'already_active' | 'refund_due';

/**
 * A verified payment for a membership, in the caller's transaction and exactly once: payment
 * captured, membership 'active' from today (IST) for settings.membership.validityDays. Money for
 * a second plan that came into force meanwhile (another tab paid first) is owed back:
 * 'refund_due', and the second membership is marked failed. Exported for the gateway webhook.
 */
export async function confirmMembershipPayment(
  tx: Tx,
  paymentRowId: string,
  paymentId: string,
  ctx: { now: Date; validityDays: number },
): Promise<MembershipConfirmOutcome> {
  const payment = await lockPayment(tx, paymentRowId);
  if (payment.status === 'captured') return 'already_active';
  if (payment.status === 'refund_due') return 'refund_due';
  if (!payment.membershipId) throw new Error('membership payment without a membership');
  const [membership] = await tx
    .select()
    .from(memberships)
    .where(eq(memberships.id, payment.membershipId))
    .for('update');
  if (!membership) throw new Error('payment for a missing membership');
  await lockCustomer(tx, membership.userId);
  const today = todayInIndia(ctx.now);

  if (await activeMembershipRow(tx, membership.userId, today, membership.id)) {
    await tx
      .update(payments)
      .set({ status: 'refund_due', paymentId, verifiedAt: ctx.now })
      .where(eq(payments.id, payment.id));
    await tx.update(memberships).set({ status: 'failed' }).where(eq(memberships.id, membership.id));
    return 'refund_due';
  }

  await tx
    .update(payments)
    .set({ status: 'captured', paymentId, verifiedAt: ctx.now })
    .where(eq(payments.id, payment.id));
  if (membership.status === 'active') return 'already_active';
  const endsOn = addDays(today, ctx.validityDays);
  await tx
    .update(memberships)
    .set({ status: 'active', startsOn: today, endsOn })
    .where(eq(memberships.id, membership.id));
  await notifyCustomer(tx, membership.userId, {
    event: 'membership_activated',
    step: membership.id,
    variables: {
      name: membership.name,
      plan: `Plan ${membership.plan}`,
      endsOn: formatOrderDate(endsOn),
      discount: `${membership.discountPct}%`,
    },
    at: ctx.now,
  });
  return 'activated';
}

/** A failed attempt: the payment and its pending membership are marked failed (a capture is never undone). */
export async function markMembershipPaymentFailed(tx: Tx, paymentRowId: string): Promise<void> {
  const payment = await lockPayment(tx, paymentRowId);
  if (payment.status !== 'created' || !payment.membershipId) return;
  await tx.update(payments).set({ status: 'failed' }).where(eq(payments.id, payment.id));
  await tx
    .update(memberships)
    .set({ status: 'failed' })
    .where(and(eq(memberships.id, payment.membershipId), eq(memberships.status, 'pending')));
}

/** Removes a pending membership no payment was opened for (the gateway failed): nothing is left. */
export async function deleteUnpaidMembership(db: Executor, membershipId: string): Promise<void> {
  await db
    .delete(memberships)
    .where(and(eq(memberships.id, membershipId), eq(memberships.status, 'pending')));
}
