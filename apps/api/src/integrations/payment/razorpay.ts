import { AppError } from '../../lib/errors.ts';
import {
  type CreateGatewayOrder,
  hmacHex,
  type PaymentGateway,
  paymentSignature,
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

  async createOrder(input: CreateGatewayOrder) {
    const auth = Buffer.from(`${this.config.keyId}:${this.config.keySecret}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(new URL('/v1/orders', this.config.baseUrl), {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: input.amountPaise,
          currency: 'INR',
          receipt: input.receipt,
          notes: input.notes,
        }),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch {
      throw unavailable();
    }
    if (!response.ok) throw unavailable();
    const body = (await response.json().catch(() => null)) as { id?: unknown } | null;
    if (typeof body?.id !== 'string') throw unavailable();
    return { gatewayOrderId: body.id, keyId: this.keyId };
  }

  verifySignature(gatewayOrderId: string, paymentId: string, signature: string): boolean {
    return sameDigest(paymentSignature(this.config.keySecret, gatewayOrderId, paymentId), signature);
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): boolean {
    return sameDigest(hmacHex(this.config.webhookSecret, rawBody), signatureHeader);
  }
}
