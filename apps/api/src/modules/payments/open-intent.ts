import { payments } from '../../db/schema/index.ts';
import type { PaymentDeps } from './deps.ts';

/**
 * Why money is asked for. Today an order's booking advance and a membership fee; a balance,
 * deposit, extension or refund is another member of this union with its own reference.
 */
export type PaymentPurpose =
  | { purpose: 'order'; orderId: string; receipt: string }
  | { purpose: 'balance'; orderId: string; receipt: string }
  | { purpose: 'extension'; orderId: string; receipt: string }
  | { purpose: 'membership'; membershipId: string; receipt: string; plan: string };

/** What the browser needs to open the gateway's payment widget. */
export type PaymentIntent = {
  provider: PaymentDeps['gateway']['provider'];
  keyId: string;
  gatewayOrderId: string;
  amountPaise: number;
  currency: 'INR';
};

/**
 * Opens a payment at the gateway and records it in the ledger (the payments table) as 'created'.
 * Called with no database transaction open: the gateway is a network call, and a slow or failing
 * gateway must not hold locks. When the gateway fails this throws and nothing is recorded; the
 * caller undoes what it prepared for the payment.
 */
export async function openPaymentIntent(
  deps: PaymentDeps,
  reason: PaymentPurpose,
  amountPaise: number,
): Promise<PaymentIntent> {
  const asked = await askGateway(deps, reason, amountPaise);
  await deps.db.insert(payments).values({ ...asked.row, createdAt: deps.now() });
  return asked.intent;
}

/** The payments row a gateway order is recorded as (status 'created'), but for its time. */
export type CreatedPaymentRow = {
  purpose: PaymentPurpose['purpose'];
  orderId: string | null;
  membershipId: string | null;
  provider: PaymentDeps['gateway']['provider'];
  gatewayOrderId: string;
  amountPaise: number;
  currency: 'INR';
  status: 'created';
};

/**
 * Opens the gateway order for this amount and answers the payments row to record it with, for a
 * caller that writes the row in its own statement (checkout writes it with the order: record 37).
 * Nothing is written here.
 */
export async function askGateway(
  { gateway }: Pick<PaymentDeps, 'gateway'>,
  reason: PaymentPurpose,
  amountPaise: number,
): Promise<{ intent: PaymentIntent; row: CreatedPaymentRow }> {
  const notes: Record<string, string> =
    reason.purpose === 'membership'
      ? { purpose: 'membership', membershipId: reason.membershipId, plan: reason.plan }
      : reason.purpose === 'balance' || reason.purpose === 'extension'
        ? { purpose: reason.purpose, orderId: reason.orderId, billNo: reason.receipt }
        : { orderId: reason.orderId, billNo: reason.receipt };
  const gatewayOrder = await gateway.createOrder({ amountPaise, receipt: reason.receipt, notes });
  return {
    intent: {
      provider: gateway.provider,
      keyId: gatewayOrder.keyId,
      gatewayOrderId: gatewayOrder.gatewayOrderId,
      amountPaise,
      currency: 'INR',
    },
    row: {
      purpose: reason.purpose,
      orderId: reason.purpose === 'membership' ? null : reason.orderId,
      membershipId: reason.purpose === 'membership' ? reason.membershipId : null,
      provider: gateway.provider,
      gatewayOrderId: gatewayOrder.gatewayOrderId,
      amountPaise,
      currency: 'INR',
      status: 'created',
    },
  };
}
