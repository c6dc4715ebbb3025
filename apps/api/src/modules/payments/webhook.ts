import { createHash } from 'node:crypto';
import { z } from 'zod';
import { paymentEvents } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { getSettings } from '../system/index.ts';
import { applyCapture } from './capture.ts';
import type { PaymentDeps } from './deps.ts';
import type { PaymentRow } from './payment-row.ts';
import { purposeHandler } from './purposes.ts';
import { afterSettling, paymentByGatewayOrder } from './settle.ts';

/** The events we act on; any other kind is recorded and acknowledged. */
const READ = new Set(['payment.captured', 'order.paid', 'payment.failed']);

const Id = z.string().min(1).max(200);

/** The parts of a payment event we read; everything else is kept in payment_events as sent. */
const PaymentEvent = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({
      entity: z.object({
        id: Id,
        order_id: Id,
        amount: z.number().int().nonnegative().optional(),
        currency: z.string().min(1).max(8).optional(),
      }),
    }),
  }),
});

export type WebhookResult = { status: 'ignored' } | { status: 'processed'; outcome: string };

type Step = WebhookResult | { status: 'refused'; message: string };

/** Whether JSON can be kept in a jsonb column: no NUL and no lone surrogate in any string. */
function storable(json: unknown): boolean {
  return !/\\u0000|\\ud[89a-f][0-9a-f]{2}/i.test(JSON.stringify(json));
}

/**
 * POST /api/payments/webhook: the gateway's signed notice, for order and membership payments
 * alike. Every signed event is recorded (payment_events) in the same transaction as its effect,
 * so a replay of its id is acknowledged and does nothing again, and a failure of ours leaves it
 * for the gateway's retry. A signed event we cannot use (not JSON, missing fields, a payment of
 * no order of ours) is recorded and answered 400 once: it would never succeed on a retry.
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
    json = undefined;
  }
  const body = json && typeof json === 'object' ? (json as { id?: unknown; event?: unknown }) : {};
  const eventId =
    headers.eventId ||
    (typeof body.id === 'string' && body.id) ||
    createHash('sha256').update(rawBody).digest('hex');
  const kept = json !== undefined && storable(json);
  const payload = kept
    ? json
    : { unreadable: 'The signed body is not JSON we can keep', bytes: rawBody.length };
  const now = deps.now();
  const settings = await getSettings(deps.db);
  const parsed = PaymentEvent.safeParse(json);

  const step = await deps.db.transaction(async (tx): Promise<Step & { settled?: PaymentRow }> => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({ eventId, provider: deps.gateway.provider, receivedAt: now, payload })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (fresh.length === 0) return { status: 'ignored' };
    if (!kept) return { status: 'refused', message: 'The webhook body is not JSON' };
    // A signed event of a kind we do not read is acknowledged, or the gateway would retry it for days.
    if (typeof body.event !== 'string') return { status: 'refused', message: 'The webhook names no event' };
    if (!READ.has(body.event)) return { status: 'ignored' };
    if (!parsed.success) {
      return { status: 'refused', message: `The ${body.event} event lacks its payment's id or order id` };
    }
    const { event, payload: read } = parsed.data;
    const entity = read.payment.entity;
    const payment = await paymentByGatewayOrder(tx, deps, entity.order_id);
    if (!payment)
      return { status: 'refused', message: `No payment of ours has gateway order ${entity.order_id}` };
    if (event === 'payment.failed') {
      await purposeHandler(payment.purpose).fail(tx, payment.id);
      return { status: 'processed', outcome: 'failed' };
    }
    if (entity.amount === undefined || entity.currency === undefined) {
      return { status: 'refused', message: `The ${event} event lacks the amount or currency paid` };
    }
    const arrived = { paymentId: entity.id, amountPaise: entity.amount, currency: entity.currency };
    const outcome = await applyCapture(tx, payment.id, arrived, { now, settings });
    return { status: 'processed', outcome, settled: payment };
  });

  if (step.status === 'refused') throw badRequest(step.message);
  if (step.status === 'processed') {
    if (step.settled) await afterSettling(deps, step.settled, step.outcome);
    return { status: 'processed', outcome: step.outcome };
  }
  return step;
}
