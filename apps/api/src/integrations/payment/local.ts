import {
  type CreateGatewayOrder,
  hmacHex,
  type PaymentGateway,
  paymentSignature,
  type RefundRequest,
  randomId,
  sameDigest,
} from './gateway.ts';

const LOCAL_KEY_ID = 'rzp_test_local';
export const LOCAL_DEFAULT_SECRET = 'local-dev-secret';

/**
 * The built-in gateway for development and tests: no network, orders made up on the spot, and
 * the app's own payment page (POST /api/payments/local/complete) signs the result with the same
 * HMAC as Razorpay, so the verify and webhook paths are exercised exactly as in production.
 */
export class LocalGateway implements PaymentGateway {
  readonly provider = 'local' as const;
  readonly keyId = LOCAL_KEY_ID;

  constructor(private readonly secret: string) {}

  async createOrder(_input: CreateGatewayOrder) {
    return { gatewayOrderId: randomId('order_local_'), keyId: this.keyId };
  }

  /** What the widget's success handler would receive for a successful local payment. */
  completePayment(gatewayOrderId: string) {
    const paymentId = randomId('pay_local_');
    return { gatewayOrderId, paymentId, signature: paymentSignature(this.secret, gatewayOrderId, paymentId) };
  }

  verifySignature(gatewayOrderId: string, paymentId: string, signature: string): boolean {
    return sameDigest(paymentSignature(this.secret, gatewayOrderId, paymentId), signature);
  }

  /** Every refund asked of the local gateway, newest last (development and tests read it). */
  readonly refunds: (RefundRequest & { refundId: string })[] = [];

  /** Refunds nothing real: records the request and answers like Razorpay would. */
  async refund(input: RefundRequest) {
    const refundId = randomId('rfnd_local_');
    this.refunds.push({ ...input, refundId });
    return { refundId };
  }

  /** Local webhooks are signed with the same secret (there is no separate dashboard secret). */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): boolean {
    return sameDigest(hmacHex(this.secret, rawBody), signatureHeader);
  }
}
