import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { orders, payments } from '../../db/schema/index.ts';
import type { Executor, Tx } from '../../db/tx.ts';
import type { PaymentDeps } from './deps.ts';
import type { PaymentIntent } from './open-intent.ts';
import { lockPayment, type PaymentRow } from './payment-row.ts';
import { purposeHandler, registerPaymentPurpose } from './purposes.ts';

/** One order's part of a group payment: what of the whole is its advance. */
type GroupPart = { orderId: string; billNo: string; amountPaise: number };

/** What a group payment did to each of its orders once its money arrived. */
type GroupOutcome = 'paid' | 'partly_paid' | 'refund_due';

/**
 * Opens ONE gateway payment for several orders' advances (a wedding party's organiser paying for
 * everyone). The gateway is asked for the sum, with no transaction open; then, in one
 * transaction, the ledger gets the group's row (purpose 'group', the whole amount) and one
 * ordinary 'order' row per order for its part, each naming the group. When the money arrives,
 * each part is confirmed by the order's own handler exactly as if that order were paid alone
 * (its hold confirmed, or taken again, or its part owed back), and a part is refunded or
 * reconciled alone. When the gateway fails this throws and nothing is recorded.
 */
export async function openGroupPayment(
  deps: PaymentDeps,
  parts: readonly GroupPart[],
  receipt: string,
): Promise<PaymentIntent & { groupPaymentId: string }> {
  if (parts.length === 0) throw new Error('a group payment needs at least one order');
  const amountPaise = parts.reduce((sum, p) => sum + p.amountPaise, 0);
  const { gateway } = deps;
  const notes = { purpose: 'group', billNos: parts.map((p) => p.billNo).join(',') };
  const gatewayOrder = await gateway.createOrder({ amountPaise, receipt, notes });
  const now = deps.now();
  const groupPaymentId = await deps.db.transaction(async (tx) => {
    const [group] = await tx
      .insert(payments)
      .values({
        purpose: 'group',
        provider: gateway.provider,
        gatewayOrderId: gatewayOrder.gatewayOrderId,
        amountPaise,
        currency: 'INR',
        status: 'created',
        createdAt: now,
      })
      .returning({ id: payments.id });
    if (!group) throw new Error('group payment insert returned no row');
    await tx.insert(payments).values(
      parts.map((p) => ({
        purpose: 'order' as const,
        orderId: p.orderId,
        groupId: group.id,
        provider: gateway.provider,
        // Never sent to the gateway: the group's own id, made unique per order.
        gatewayOrderId: `${gatewayOrder.gatewayOrderId}/${p.billNo}`,
        amountPaise: p.amountPaise,
        currency: 'INR',
        status: 'created' as const,
        createdAt: now,
      })),
    );
    return group.id;
  });
  return {
    provider: gateway.provider,
    keyId: gatewayOrder.keyId,
    gatewayOrderId: gatewayOrder.gatewayOrderId,
    amountPaise,
    currency: 'INR',
    groupPaymentId,
  };
}

/** A group payment's parts, each with its order id (in order id order: locks are taken in that order). */
export async function groupParts(db: Executor, groupPaymentId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.groupId, groupPaymentId))
    .orderBy(asc(payments.orderId), asc(payments.id));
}

/**
 * A group payment that did not match what was due is flagged (nothing is marked paid): each of
 * its orders carries the note for staff, as a single order's payment would.
 */
export async function noteGroupOrders(tx: Tx, groupPaymentId: string, note: string, at: Date): Promise<void> {
  const parts = await groupParts(tx, groupPaymentId);
  const ids = parts.flatMap((p) => (p.orderId ? [p.orderId] : []));
  if (ids.length > 0) {
    await tx.update(orders).set({ attention: note, attentionAt: at }).where(inArray(orders.id, ids));
  }
}

registerPaymentPurpose('group', {
  // The money arrived: the group is captured and each part is confirmed by its own purpose, in
  // this one transaction (locks in order id order, so two groups never wait on each other).
  async confirm(tx, paymentRowId, paymentId, ctx): Promise<GroupOutcome | 'already_paid'> {
    const group = await lockPayment(tx, paymentRowId);
    if (group.status !== 'created' && group.status !== 'failed') return 'already_paid';
    await tx
      .update(payments)
      .set({ status: 'captured', paymentId, verifiedAt: ctx.now })
      .where(eq(payments.id, group.id));
    const outcomes: string[] = [];
    for (const part of await groupParts(tx, group.id)) {
      outcomes.push(await purposeHandler(part.purpose).confirm(tx, part.id, paymentId, ctx));
    }
    const paid = outcomes.filter((o) => o === 'paid').length;
    return paid === outcomes.length ? 'paid' : paid > 0 ? 'partly_paid' : 'refund_due';
  },
  // A failed attempt fails the group and its open parts only: the orders stay as they are (held
  // until their hold ends), so the organiser or each member may still pay.
  async fail(tx, paymentRowId) {
    const group = await lockPayment(tx, paymentRowId);
    if (group.status !== 'created') return;
    await tx
      .update(payments)
      .set({ status: 'failed' })
      .where(
        and(or(eq(payments.id, group.id), eq(payments.groupId, group.id)), eq(payments.status, 'created')),
      );
  },
  // Each part's own follow-up: a part owed back is refunded alone (its amount, on the group's
  // gateway payment); a flagged group tells each order's branch.
  async settled(deps, paymentRowId, outcome) {
    for (const part of await groupParts(deps.db, paymentRowId)) {
      const partOutcome = outcome === 'flagged' ? 'flagged' : part.status;
      await purposeHandler(part.purpose)
        .settled?.(deps, part.id, partOutcome)
        .catch(() => {});
    }
  },
});
