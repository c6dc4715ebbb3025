import {
  COMMERCE_MESSAGES,
  PARTY_MESSAGES,
  type PartyPayment,
  type VerifyPayment,
} from '@vastra/shared/schemas';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { partyOrders, payments } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import {
  answerLocalPage,
  confirmWidgetPayment,
  openPaymentIntent,
  type PaymentDeps,
  paymentByGatewayOrder,
} from '../payments/index.ts';
import { assertOrganiser, memberStatuses, type PartyRow } from './parties.ts';
import { isPartyGroup } from './pay-all.ts';

/** An order of this party's, or 404: the organiser may pay for their own party's members only. */
async function assertPartyOrder(deps: PaymentDeps, party: PartyRow, orderId: string): Promise<void> {
  const [row] = await deps.db
    .select({ id: partyOrders.orderId })
    .from(partyOrders)
    .where(and(eq(partyOrders.partyId, party.id), eq(partyOrders.orderId, orderId)));
  if (!row) throw notFound('Payment not found');
}

/**
 * POST /api/parties/:code/members/:memberId/pay: the organiser pays a member's advance. One
 * payment through the payments module for what the member's order still asks online; once
 * captured, the member's order is paid like any other (its pieces confirmed).
 */
export async function payForMember(
  deps: PaymentDeps,
  party: PartyRow,
  organiserId: string,
  memberId: string,
): Promise<PartyPayment> {
  assertOrganiser(party, organiserId);
  const member = (await memberStatuses(deps.db, party)).find((m) => m.memberId === memberId);
  const order = member?.order;
  if (order?.status !== 'pending_payment') throw conflict(PARTY_MESSAGES.nothingToPay);
  const [asked] = await deps.db
    .select({ amountPaise: payments.amountPaise })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.purpose, 'order'), isNull(payments.groupId)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!asked) throw conflict(PARTY_MESSAGES.nothingToPay);
  const intent = await openPaymentIntent(
    deps,
    { purpose: 'order', orderId: order.id, receipt: order.billNo },
    asked.amountPaise,
  );
  return {
    orderId: order.id,
    payment: { ...intent, provider: intent.provider === 'razorpay' ? 'razorpay' : 'local' },
  };
}

/** POST /api/parties/:code/pay/verify: the organiser's widget result for a member's advance. */
export async function verifyOrganiserPayment(
  deps: PaymentDeps,
  party: PartyRow,
  organiserId: string,
  input: VerifyPayment,
): Promise<void> {
  assertOrganiser(party, organiserId);
  await assertPartyOrder(deps, party, input.orderId);
  const outcome = await confirmWidgetPayment(deps, input, {
    purposes: ['order'],
    ownerId: input.orderId,
    refused: () => new AppError('PAYMENT_FAILED', COMMERCE_MESSAGES.paymentFailed),
  });
  if (outcome === 'refund_due') throw conflict(COMMERCE_MESSAGES.refundDue, { orderId: input.orderId });
  if (outcome === 'paid_twice') throw conflict(COMMERCE_MESSAGES.paidTwice, { orderId: input.orderId });
}

/** The local gateway's payment page, for the organiser paying a member's advance or everyone's. */
export async function completeOrganiserLocalPayment(
  deps: PaymentDeps,
  party: PartyRow,
  organiserId: string,
  input: { gatewayOrderId: string; outcome: 'pay' | 'fail' },
) {
  assertOrganiser(party, organiserId);
  const payment = await paymentByGatewayOrder(deps.db, deps, input.gatewayOrderId);
  if (payment?.purpose === 'group') {
    if (!(await isPartyGroup(deps.db, party, payment))) throw notFound('Payment not found');
  } else {
    if (!payment?.orderId) throw notFound('Payment not found');
    await assertPartyOrder(deps, party, payment.orderId);
  }
  return answerLocalPage(deps, payment, input.outcome);
}
