import { AppError } from '../../lib/errors.ts';
import {
  type CreateGatewayOrder,
  type GatewayPayment,
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

  /** Calls the Razorpay API (JSON both ways) and returns the entity it answers, with its `id`. */
  private async call(path: string, payload?: object): Promise<{ id: string } & Record<string, unknown>> {
    const auth = Buffer.from(`${this.config.keyId}:${this.config.keySecret}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(new URL(path, this.config.baseUrl), {
        method: payload ? 'POST' : 'GET',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
        body: payload ? JSON.stringify(payload) : undefined,
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch {
      throw unavailable();
    }
    if (!response.ok) throw unavailable();
    const body = (await response.json().catch(() => null)) as
      | ({ id?: unknown } & Record<string, unknown>)
      | null;
    if (typeof body?.id !== 'string') throw unavailable();
    return { ...body, id: body.id };
  }

  /** POSTs JSON to the Razorpay API and returns the `id` of what it created. */
  private async post(path: string, payload: object): Promise<string> {
    return (await this.call(path, payload)).id;
  }

  /** Razorpay's payment entity (GET /v1/payments/{id}): amount in paise, currency, order_id. */
  async fetchPayment(paymentId: string): Promise<GatewayPayment> {
    const entity = await this.call(`/v1/payments/${encodeURIComponent(paymentId)}`);
    const { amount, currency, order_id: orderId } = entity;
    if (typeof amount !== 'number' || typeof currency !== 'string') throw unavailable();
    return {
      paymentId: entity.id,
      gatewayOrderId: typeof orderId === 'string' ? orderId : null,
      amountPaise: amount,
      currency,
    };
  }

  /** Razorpay's GET /v1/orders/{id}/payments, keeping the captured ones. */
  async capturedPayments(gatewayOrderId: string): Promise<GatewayPayment[]> {
    const auth = Buffer.from(`${this.config.keyId}:${this.config.keySecret}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(
        new URL(`/v1/orders/${encodeURIComponent(gatewayOrderId)}/payments`, this.config.baseUrl),
        {
          headers: { authorization: `Basic ${auth}` },
          signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
        },
      );
    } catch {
      throw unavailable();
    }
    if (!response.ok) throw unavailable();
    const body = (await response.json().catch(() => null)) as { items?: Record<string, unknown>[] } | null;
    if (!Array.isArray(body?.items)) throw unavailable();
    return body.items
      .filter((p) => p.status === 'captured' && typeof p.id === 'string' && typeof p.amount === 'number')
      .map((p) => ({
        paymentId: String(p.id),
        gatewayOrderId,
        amountPaise: Number(p.amount),
        currency: typeof p.currency === 'string' ? p.currency : 'INR',
      }));
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
