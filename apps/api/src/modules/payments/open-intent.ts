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
  const { gateway } = deps;
  const notes: Record<string, string> =
    reason.purpose === 'membership'
      ? { purpose: 'membership', membershipId: reason.membershipId, plan: reason.plan }
      : reason.purpose === 'balance' || reason.purpose === 'extension'
        ? { purpose: reason.purpose, orderId: reason.orderId, billNo: reason.receipt }
        : { orderId: reason.orderId, billNo: reason.receipt };
  const gatewayOrder = await gateway.createOrder({ amountPaise, receipt: reason.receipt, notes });
  await deps.db.insert(payments).values({
    purpose: reason.purpose,
    orderId: reason.purpose === 'membership' ? null : reason.orderId,
    membershipId: reason.purpose === 'membership' ? reason.membershipId : null,
    provider: gateway.provider,
    gatewayOrderId: gatewayOrder.gatewayOrderId,
    amountPaise,
    currency: 'INR',
    status: 'created',
    createdAt: deps.now(),
  });
  return {
    provider: gateway.provider,
    keyId: gatewayOrder.keyId,
    gatewayOrderId: gatewayOrder.gatewayOrderId,
    amountPaise,
    currency: 'INR',
  };
}
