import { createHash } from 'node:crypto';
import { z } from 'zod';
import { paymentEvents } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { getSettings } from '../system/index.ts';
import type { PaymentDeps } from './deps.ts';
import { purposeHandler } from './purposes.ts';
import { paymentByGatewayOrder } from './settle.ts';

/** The parts of a Razorpay webhook we read; everything else is kept in payment_events as sent. */
const WebhookEvent = z.object({
  id: z.string().optional(),
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: z.object({ id: z.string(), order_id: z.string().nullish() }) }).optional(),
      order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    })
    .default({}),
});

export type WebhookResult = { status: 'ignored' } | { status: 'processed'; outcome: string };

/**
 * POST /api/payments/webhook: the gateway's signed notice, for order and membership payments
 * alike. The event id is recorded in the same transaction as its effect, so a replay is ignored
 * and a failure leaves it for the gateway's retry.
 */
export async function handleWebhook(
  deps: PaymentDeps,
  rawBody: Buffer,
  headers: { signature: string | undefined; eventId: string | undefined },
): Promise<WebhookResult> {
  if (!deps.gateway.verifyWebhook(rawBody, headers.signature)) throw badRequest('Invalid webhook signature');
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest('The webhook body is not JSON');
  }
  const parsed = WebhookEvent.safeParse(json);
  // A signed event of a kind we do not read is acknowledged, or the gateway would retry it for days.
  if (!parsed.success) return { status: 'ignored' };
  const event = parsed.data;
  const eventId = headers.eventId || event.id || createHash('sha256').update(rawBody).digest('hex');
  const now = deps.now();
  const settings = await getSettings(deps.db);

  return deps.db.transaction(async (tx): Promise<WebhookResult> => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({ eventId, provider: deps.gateway.provider, receivedAt: now, payload: json })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (fresh.length === 0) return { status: 'ignored' };
    const paymentEntity = event.payload.payment?.entity;
    const gatewayOrderId = event.payload.order?.entity.id ?? paymentEntity?.order_id;
    if (!gatewayOrderId) return { status: 'ignored' };
    const payment = await paymentByGatewayOrder(tx, deps, gatewayOrderId);
    if (!payment) return { status: 'ignored' };
    const handler = purposeHandler(payment.purpose);
    const paid = (event.event === 'payment.captured' || event.event === 'order.paid') && paymentEntity;
    if (paid) {
      const outcome = await handler.confirm(tx, payment.id, paymentEntity.id, { now, settings });
      return { status: 'processed', outcome };
    }
    if (event.event === 'payment.failed') {
      await handler.fail(tx, payment.id);
      return { status: 'processed', outcome: 'failed' };
    }
    return { status: 'ignored' };
  });
}
