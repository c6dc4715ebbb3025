import { AppError } from '../../lib/errors.ts';
import {
  type CreateGatewayOrder,
  hmacHex,
  type PaymentGateway,
  paymentSignature,
  type RefundRequest,
  sameDigest,
} from './gateway.ts';

export type RazorpayConfig = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  baseUrl: string;
  /** Orders API timeout; the order transaction waits on it. */
  timeoutMs?: number;
};

const unavailable = () =>
  new AppError('UNAVAILABLE', 'The payment service is not reachable. Please try again in a minute.');

/** Razorpay: orders through its Orders API, signatures checked with the key and webhook secrets. */
export class RazorpayGateway implements PaymentGateway {
  readonly provider = 'razorpay' as const;
  readonly keyId: string;

  constructor(private readonly config: RazorpayConfig) {
    this.keyId = config.keyId;
  }

  /** POSTs JSON to the Razorpay API and returns the `id` of what it created. */
  private async post(path: string, payload: object): Promise<string> {
    const auth = Buffer.from(`${this.config.keyId}:${this.config.keySecret}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(new URL(path, this.config.baseUrl), {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch {
      throw unavailable();
    }
    if (!response.ok) throw unavailable();
    const body = (await response.json().catch(() => null)) as { id?: unknown } | null;
    if (typeof body?.id !== 'string') throw unavailable();
    return body.id;
  }

  async createOrder(input: CreateGatewayOrder) {
    const id = await this.post('/v1/orders', {
      amount: input.amountPaise,
      currency: 'INR',
      receipt: input.receipt,
      notes: input.notes,
    });
    return { gatewayOrderId: id, keyId: this.keyId };
  }

  /** Razorpay's refund API: POST /v1/payments/{id}/refund, normal speed. */
  async refund(input: RefundRequest) {
    const path = `/v1/payments/${encodeURIComponent(input.paymentId)}/refund`;
    const id = await this.post(path, { amount: input.amountPaise, speed: 'normal', notes: input.notes });
    return { refundId: id };
  }

  verifySignature(gatewayOrderId: string, paymentId: string, signature: string): boolean {
    return sameDigest(paymentSignature(this.config.keySecret, gatewayOrderId, paymentId), signature);
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): boolean {
    return sameDigest(hmacHex(this.config.webhookSecret, rawBody), signatureHeader);
  }
}
