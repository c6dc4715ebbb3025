import { todayInIndia, toPaise } from '@vastra/shared/rules';
import {
  MEMBERSHIP_MESSAGES,
  type Membership,
  type MembershipStart,
  type MembershipStartInput,
  type MembershipVerify,
  type Settings,
} from '@vastra/shared/schemas';
import { and, eq } from 'drizzle-orm';
import { memberships } from '../../db/schema/index.ts';
import { type Executor, isUuid, lockCustomer } from '../../db/tx.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import {
  answerLocalPage,
  confirmWidgetPayment,
  openPaymentIntent,
  type PaymentDeps,
  registerPaymentPurpose,
} from '../payments/index.ts';
import { getSettings } from '../system/index.ts';
import {
  activeMembershipRow,
  confirmMembershipPayment,
  deleteUnpaidMembership,
  markMembershipPaymentFailed,
  membershipPaymentByGatewayOrder,
} from './payment.ts';

export type MembershipDeps = PaymentDeps;

type MembershipRow = typeof memberships.$inferSelect;

const alreadyRegistered = () => conflict(MEMBERSHIP_MESSAGES.alreadyRegistered);
const verificationFailed = () => new AppError('PAYMENT_FAILED', MEMBERSHIP_MESSAGES.paymentFailed);

/** The answer's shape, with the plan's current name from the settings. */
export function toMembership(row: MembershipRow, settings: Settings): Membership {
  const name = settings.membership.plans.find((p) => p.code === row.plan)?.name ?? `Plan ${row.plan}`;
  return {
    id: row.id,
    plan: row.plan,
    planName: name,
    status: row.status,
    amount: row.amount,
    discountPct: row.discountPct,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
  };
}

/**
 * POST /api/membership: a customer without a plan in force chooses A, B or C. One transaction,
 * serialised per customer (their user row is locked, so two taps cannot open two plans), writes
 * a 'pending' membership at the plan's current price; then the payments module opens the
 * gateway order for that fee.
 * A customer whose plan is still in force gets 409 'Card already registered for this user.'.
 */
export async function startMembership(
  deps: MembershipDeps,
  userId: string,
  input: MembershipStartInput,
): Promise<MembershipStart> {
  const settings = await getSettings(deps.db);
  const plan = settings.membership.plans.find((p) => p.code === input.plan);
  if (!plan)
    throw badRequest('This plan is not offered at the moment.', { plan: 'Please choose plan A, B or C' });
  const now = deps.now();
  const today = todayInIndia(now);

  const row = await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    if (await activeMembershipRow(tx, userId, today)) throw alreadyRegistered();
    const [inserted] = await tx
      .insert(memberships)
      .values({
        userId,
        plan: plan.code,
        status: 'pending',
        amount: plan.price,
        discountPct: plan.discountPct,
        mobile: input.mobile,
        name: input.name,
        email: input.email,
        city: input.city,
        pincode: input.pincode,
        createdAt: now,
      })
      .returning();
    if (!inserted) throw new Error('memberships insert returned no row');
    return inserted;
  });

  // The gateway is asked with no transaction open; when it fails the pending row goes again.
  try {
    const payment = await openPaymentIntent(
      deps,
      {
        purpose: 'membership',
        membershipId: row.id,
        receipt: `MEM-${row.id.slice(0, 8).toUpperCase()}`,
        plan: plan.code,
      },
      toPaise(plan.price),
    );
    return { membership: toMembership(row, settings), payment };
  } catch (error) {
    await deleteUnpaidMembership(deps.db, row.id).catch(() => undefined);
    throw error;
  }
}

/** The customer's own membership by id; anyone else's answers 404 as if it did not exist. */
async function ownMembership(db: Executor, userId: string, membershipId: string): Promise<MembershipRow> {
  if (!isUuid(membershipId)) throw notFound(MEMBERSHIP_MESSAGES.notFound);
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.id, membershipId), eq(memberships.userId, userId)));
  if (!row) throw notFound(MEMBERSHIP_MESSAGES.notFound);
  return row;
}

/**
 * POST /api/membership/verify: the widget's success handler, checked with the gateway's secret.
 * A bad signature, or a payment of another membership, is 402 and changes nothing; a good one
 * activates the plan once, however often it is sent again.
 */
export async function verifyMembershipPayment(
  deps: MembershipDeps,
  userId: string,
  input: MembershipVerify,
): Promise<Membership> {
  const membership = await ownMembership(deps.db, userId, input.membershipId);
  const settings = await getSettings(deps.db);
  const outcome = await confirmWidgetPayment(deps, input, {
    purpose: 'membership',
    ownerId: membership.id,
    refused: verificationFailed,
  });
  if (outcome === 'refund_due') {
    throw conflict(MEMBERSHIP_MESSAGES.alreadyRegistered, {
      membershipId: membership.id,
      status: 'refund_due',
    });
  }
  return toMembership(await ownMembership(deps.db, userId, membership.id), settings);
}

/**
 * The local gateway's payment page for a membership: 'fail' marks the open attempt (and its
 * pending membership) failed; 'pay' is answered by the route with the signed handler fields.
 */
async function ownMembershipPayment(deps: MembershipDeps, userId: string, gatewayOrderId: string) {
  const payment = await membershipPaymentByGatewayOrder(deps.db, deps.gateway, gatewayOrderId);
  if (!payment?.membershipId) throw notFound('Payment not found');
  await ownMembership(deps.db, userId, payment.membershipId);
  return payment;
}

/** The local gateway's payment page for the customer's own membership fee: pays or fails it. */
export async function completeLocalMembershipPayment(
  deps: MembershipDeps,
  userId: string,
  input: { gatewayOrderId: string; outcome: 'pay' | 'fail' },
) {
  return answerLocalPage(deps, await ownMembershipPayment(deps, userId, input.gatewayOrderId), input.outcome);
}

registerPaymentPurpose('membership', {
  confirm: (tx, paymentRowId, paymentId, { now, settings }) =>
    confirmMembershipPayment(tx, paymentRowId, paymentId, {
      now,
      validityDays: settings.membership.validityDays,
    }),
  fail: markMembershipPaymentFailed,
});
