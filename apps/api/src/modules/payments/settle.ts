import { and, eq } from 'drizzle-orm';
import { payments } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import type { AppError } from '../../lib/errors.ts';
import { getSettings } from '../system/index.ts';
import { applyCapture } from './capture.ts';
import type { PaymentDeps } from './deps.ts';
import type { PaymentRow } from './payment-row.ts';
import { type PurposeName, purposeHandler } from './purposes.ts';

/** The payment row of a gateway order at the configured gateway, or undefined. */
export async function paymentByGatewayOrder(
  db: Executor,
  deps: Pick<PaymentDeps, 'gateway'>,
  gatewayOrderId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, deps.gateway.provider), eq(payments.gatewayOrderId, gatewayOrderId)));
  return row;
}

/** The widget's success handler fields. */
export type WidgetResult = { gatewayOrderId: string; paymentId: string; signature: string };

/**
 * The browser's verify for any purpose: the payment must be this purpose's, belong to what the
 * customer names (`ownerId`: the order or membership), and carry the gateway's signature; else
 * `refused()` (402) and nothing changes. A good one is confirmed once, however often it is sent.
 */
export async function confirmWidgetPayment(
  deps: PaymentDeps,
  widget: WidgetResult,
  expected: { purposes: readonly PurposeName[]; ownerId: string; refused: () => AppError },
): Promise<string> {
  const payment = await paymentByGatewayOrder(deps.db, deps, widget.gatewayOrderId);
  // A group payment (several orders) is named by its own id.
  const owner =
    payment?.purpose === 'membership'
      ? payment.membershipId
      : payment?.purpose === 'group'
        ? payment.id
        : payment?.orderId;
  if (!payment || !expected.purposes.includes(payment.purpose) || owner !== expected.ownerId)
    throw expected.refused();
  if (!deps.gateway.verifySignature(widget.gatewayOrderId, widget.paymentId, widget.signature)) {
    throw expected.refused();
  }
  // The widget's fields carry no amount: the gateway says what was charged. A payment already
  // settled (paid, owed back, flagged) is not asked about again: its amount no longer decides.
  const open = payment.status === 'created' || payment.status === 'failed';
  const charged = open
    ? await deps.gateway.fetchPayment(widget.paymentId)
    : { gatewayOrderId: null, amountPaise: payment.amountPaise, currency: payment.currency };
  if (charged.gatewayOrderId !== null && charged.gatewayOrderId !== widget.gatewayOrderId) {
    throw expected.refused();
  }
  const ctx = { now: deps.now(), settings: await getSettings(deps.db) };
  const outcome = await deps.db.transaction((tx) =>
    applyCapture(tx, payment.id, { ...charged, paymentId: widget.paymentId }, ctx),
  );
  await afterSettling(deps, payment, outcome);
  return outcome;
}

/**
 * The purpose's follow-up once a payment's transaction committed (a refund, say). Its failure
 * never undoes what was committed: the follow-up is retried later by its own job.
 */
export async function afterSettling(
  deps: PaymentDeps,
  payment: Pick<PaymentRow, 'id' | 'purpose'>,
  outcome: string,
): Promise<void> {
  const { settled } = purposeHandler(payment.purpose);
  await settled?.(deps, payment.id, outcome).catch(() => {});
}

/** A failed attempt, for any purpose: its own handler marks what was waiting for the money. */
export async function failPayment(deps: PaymentDeps, payment: PaymentRow): Promise<void> {
  const { fail } = purposeHandler(payment.purpose);
  await deps.db.transaction((tx) => fail(tx, payment.id));
}
