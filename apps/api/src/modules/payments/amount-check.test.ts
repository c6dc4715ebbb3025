import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalGateway } from '../../integrations/payment/index.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { activeBookings, eventIn, pickPiece, placeOrder, rentIntoCart } from '../../test-support/commerce.ts';
import { type Customer, createCustomer } from '../../test-support/customers.ts';
import { appGateway } from './index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The local gateway signs webhooks with its one secret, as Razorpay does with the webhook secret. */
const SECRET = 'local-dev-secret';

/** Signs a body as Razorpay does; the Razorpay SDK's own check must accept the signature. */
function razorpaySignature(raw: string): string {
  const signature = createHmac('sha256', SECRET).update(raw).digest('hex');
  expect(validateWebhookSignature(raw, signature, SECRET)).toBe(true);
  return signature;
}

function webhook(raw: string, eventId: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': razorpaySignature(raw),
      'x-razorpay-event-id': eventId,
    },
    payload: raw,
  });
}

const captured = (gatewayOrderId: string, amount: number, currency = 'INR', id = 'pay_amount_1') =>
  JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id, order_id: gatewayOrderId, amount, currency, status: 'captured' } } },
  });

async function placed(who: Customer) {
  const piece = await pickPiece(ctx, 'men');
  await rentIntoCart(ctx, who, piece, eventIn(ctx, 30));
  const res = await placeOrder(ctx, who);
  expect(res.statusCode).toBe(201);
  const { order, payment } = res.json() as {
    order: { id: string };
    payment: { gatewayOrderId: string; amountPaise: number };
  };
  return { piece, order, payment, due: `₹${(payment.amountPaise / 100).toLocaleString('en-IN')}` };
}

async function state(orderId: string) {
  const [row] = (
    await ctx.app.db.execute<{
      order: string;
      payment: string;
      attention: string | null;
      flaggedAt: unknown;
    }>(
      sql`select o.status as "order", p.status as payment, o.attention, o.attention_at as "flaggedAt"
        from orders o join payments p on p.order_id = o.id where o.id = ${orderId}`,
    )
  ).rows;
  const ledger = await ctx.app.db.execute(sql`select kind from ledger_entries where order_id = ${orderId}
    and kind = 'advance'`);
  return { ...row!, advances: ledger.rows.length };
}

describe('a captured payment that is not what was due', () => {
  it('is flagged for staff, never paid, and the customer still sees the order pending', async () => {
    const who = await createCustomer(ctx);
    const { piece, order, payment, due } = await placed(who);
    expect(payment.amountPaise).not.toBe(100_000);
    const res = await webhook(captured(payment.gatewayOrderId, 100_000), 'evt_amount_low');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'processed', outcome: 'flagged' });
    const after = await state(order.id);
    expect(after).toMatchObject({ order: 'pending_payment', payment: 'flagged', advances: 0 });
    expect(after.attention).toBe(
      `Payment of ₹1,000 received but ${due} was due: check it in the gateway before confirming.`,
    );
    expect(after.flaggedAt).not.toBeNull();
    expect((await activeBookings(ctx, piece.id)).map((b) => b.status)).toEqual(['held']);
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: who.headers,
    });
    expect(page.json()).toMatchObject({ status: 'pending_payment', paymentStatus: 'Pending' });

    // Another notice for the payment, even of the right amount, does not pay it behind staff's back.
    const again = await webhook(captured(payment.gatewayOrderId, payment.amountPaise), 'evt_amount_again');
    expect(again.json()).toEqual({ status: 'processed', outcome: 'flagged' });
    expect(await state(order.id)).toMatchObject({
      order: 'pending_payment',
      payment: 'flagged',
      advances: 0,
    });
  });

  it('is flagged when the currency differs, even for the same number', async () => {
    const who = await createCustomer(ctx);
    const { order, payment, due } = await placed(who);
    const res = await webhook(captured(payment.gatewayOrderId, payment.amountPaise, 'USD'), 'evt_usd');
    expect(res.json()).toEqual({ status: 'processed', outcome: 'flagged' });
    const usd = (payment.amountPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });
    expect((await state(order.id)).attention).toBe(
      `Payment of USD ${usd} received but ${due} was due: check it in the gateway before confirming.`,
    );
  });

  it("is flagged on the browser's verify too: the gateway says what it charged", async () => {
    const who = await createCustomer(ctx);
    const { order, payment, due } = await placed(who);
    const gateway = appGateway(ctx.app) as LocalGateway;
    const handler = gateway.completePayment(payment.gatewayOrderId, payment.amountPaise - 50);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: who.headers,
      payload: { orderId: order.id, ...handler },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'pending_payment', paymentStatus: 'Pending' });
    const after = await state(order.id);
    expect(after).toMatchObject({ payment: 'flagged', advances: 0 });
    const paid = `₹${((payment.amountPaise - 50) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    expect(after.attention).toBe(
      `Payment of ${paid} received but ${due} was due: check it in the gateway before confirming.`,
    );
  });

  it('is paid when amount and currency match, and a replay of its event does nothing again', async () => {
    const who = await createCustomer(ctx);
    const { order, payment } = await placed(who);
    const body = captured(payment.gatewayOrderId, payment.amountPaise, 'INR', 'pay_amount_ok');
    expect((await webhook(body, 'evt_amount_ok')).json()).toEqual({ status: 'processed', outcome: 'paid' });
    expect((await webhook(body, 'evt_amount_ok')).json()).toEqual({ status: 'ignored' });
    expect(await state(order.id)).toMatchObject({ order: 'paid', payment: 'captured', advances: 1 });
  });
});

describe('a signed webhook the shop cannot use', () => {
  it('answers 400 once and records it; the gateway retrying the same event is acknowledged', async () => {
    const who = await createCustomer(ctx);
    const { order, payment } = await placed(who);
    const entity = { id: 'pay_broken', order_id: payment.gatewayOrderId };
    const cases: [string, string][] = [
      ['evt_no_amount', JSON.stringify({ event: 'payment.captured', payload: { payment: { entity } } })],
      ['evt_no_payment', JSON.stringify({ event: 'order.paid', payload: {} })],
      ['evt_wrong_shape', JSON.stringify({ event: 'payment.captured', payload: 'captured' })],
      [
        'evt_no_order',
        JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 'p' } } } }),
      ],
      ['evt_no_event', JSON.stringify({ payload: { payment: { entity } } })],
      ['evt_array', '[1, 2, 3]'],
      ['evt_not_json', '{"event": "payment.captured", '],
      ['evt_nul', captured(payment.gatewayOrderId, payment.amountPaise, 'INR', 'pay_\u0000')],
      ['evt_unknown_order', captured('order_not_ours', payment.amountPaise)],
    ];
    for (const [eventId, raw] of cases) {
      const first = await webhook(raw, eventId);
      expect(first.statusCode, eventId).toBe(400);
      expect(first.json().error.code).toBe('VALIDATION');
      const recorded = await ctx.app.db.execute(
        sql`select 1 from payment_events where event_id = ${eventId}`,
      );
      expect(recorded.rows, eventId).toHaveLength(1);
      const retry = await webhook(raw, eventId);
      expect(retry.statusCode, eventId).toBe(200);
      expect(retry.json()).toEqual({ status: 'ignored' });
    }
    expect(await state(order.id)).toMatchObject({
      order: 'pending_payment',
      payment: 'created',
      advances: 0,
    });
  });

  it('acknowledges a signed event of a kind it does not read, once recorded', async () => {
    const raw = JSON.stringify({
      event: 'refund.processed',
      payload: { refund: { entity: { id: 'rfnd_x' } } },
    });
    const res = await webhook(raw, 'evt_refund_processed');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ignored' });
    const recorded = await ctx.app.db.execute(
      sql`select 1 from payment_events where event_id = 'evt_refund_processed'`,
    );
    expect(recorded.rows).toHaveLength(1);
  });
});
