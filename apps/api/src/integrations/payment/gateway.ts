import { createHmac, timingSafeEqual } from 'node:crypto';
import { pooledRandomBytes } from '../../lib/random.ts';

type ProviderName = 'local' | 'razorpay';

export type CreateGatewayOrder = {
  /** The booking advance in paise (rupees × 100). */
  amountPaise: number;
  /** Our bill number, shown in the gateway's dashboard. */
  receipt: string;
  notes: Record<string, string>;
};

/**
 * A card payment gateway. Both implementations sign exactly as Razorpay does, so the browser's
 * widget handler and the server's checks are the same whichever is configured.
 */
export interface PaymentGateway {
  readonly provider: ProviderName;
  /** The public key the browser's widget opens with. */
  readonly keyId: string;
  createOrder(input: CreateGatewayOrder): Promise<{ gatewayOrderId: string; keyId: string }>;
  /** The widget's success handler signature: HMAC-SHA256 of `${gatewayOrderId}|${paymentId}`. */
  verifySignature(gatewayOrderId: string, paymentId: string, signature: string): boolean;
  /** A webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): boolean;
  /**
   * Sends money of a captured payment back to the customer's card, UPI or bank (all of it or
   * part). Throws AppError UNAVAILABLE when the gateway cannot be reached or refuses.
   */
  refund(input: RefundRequest): Promise<{ refundId: string }>;
  /**
   * What the gateway says a payment took: amount and currency as charged, and its gateway order.
   * Throws AppError UNAVAILABLE when the gateway cannot be reached or does not know the payment.
   */
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /**
   * The captured payments of one gateway order (reconciling an order whose browser never came
   * back). Throws AppError UNAVAILABLE when the gateway cannot be reached.
   */
  capturedPayments(gatewayOrderId: string): Promise<GatewayPayment[]>;
}

export type GatewayPayment = {
  paymentId: string;
  gatewayOrderId: string | null;
  amountPaise: number;
  currency: string;
};

export type RefundRequest = {
  /** The gateway's payment id (pay_...). */
  paymentId: string;
  amountPaise: number;
  /** Our reason, shown in the gateway's dashboard. */
  notes: Record<string, string>;
};

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of an expected hex digest with what the client sent. */
export function sameDigest(expectedHex: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The payment signature Razorpay's widget hands to the browser. */
export function paymentSignature(secret: string, gatewayOrderId: string, paymentId: string): string {
  return hmacHex(secret, `${gatewayOrderId}|${paymentId}`);
}

/** A random id in Razorpay's style: randomId('order_local_') → 'order_local_Nf3k…'. */
export function randomId(prefix: string): string {
  return prefix + pooledRandomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
}
