import { AppError } from '../../lib/errors.ts';
import {
  type CreateGatewayOrder,
  type GatewayPayment,
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

  /** The payments "taken" on the local page by this process (in memory). */
  private readonly payments = new Map<string, GatewayPayment>();

  async createOrder(_input: CreateGatewayOrder) {
    return { gatewayOrderId: randomId('order_local_'), keyId: this.keyId };
  }

  /**
   * What the widget's success handler would receive for a successful local payment of this
   * amount; the gateway remembers it for fetchPayment.
   */
  completePayment(gatewayOrderId: string, amountPaise: number, currency = 'INR') {
    const paymentId = randomId('pay_local_');
    this.payments.set(paymentId, { paymentId, gatewayOrderId, amountPaise, currency });
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

  /** A payment made on the local page since this process started; another one is unknown (503). */
  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new AppError('UNAVAILABLE', 'The payment service does not know this payment yet.');
    return payment;
  }

  /** The payments made on the local page for this gateway order (since this process started). */
  async capturedPayments(gatewayOrderId: string): Promise<GatewayPayment[]> {
    return [...this.payments.values()].filter((p) => p.gatewayOrderId === gatewayOrderId);
  }

  /** Local webhooks are signed with the same secret (there is no separate dashboard secret). */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): boolean {
    return sameDigest(hmacHex(this.secret, rawBody), signatureHeader);
  }
}
