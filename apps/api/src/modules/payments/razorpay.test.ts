import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import { createPaymentGateway, LocalGateway, RazorpayGateway } from '../../integrations/payment/index.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { activeBookings, eventIn, pickPiece, placeOrder, rentIntoCart } from '../../test-support/commerce.ts';
import { type Customer, createCustomer } from '../../test-support/customers.ts';
import { orderLedger } from './index.ts';

const KEY_ID = 'rzp_test_fake';
const KEY_SECRET = 'fake-key-secret';
const WEBHOOK_SECRET = 'fake-webhook-secret';

type Seen = { auth: string | undefined; path: string; body: Record<string, unknown> };
type FakePayment = {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  amount_refunded: number;
};

/**
 * A local stand-in for Razorpay's API (orders, payments, refunds): records what it was sent and
 * answers like Razorpay, refusing a refund above what is left of the payment.
 */
class FakeRazorpay {
  seen: Seen[] = [];
  failWith: number | null = null;
  /** Payments "taken" by the widget, by id (tests add them; GET /v1/payments/:id reads them). */
  payments = new Map<string, FakePayment>();
  /** Runs while a request is being answered: what the shop's database shows meanwhile. */
  onOrder: ((body: Record<string, unknown>) => Promise<void>) | null = null;
  private server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      const body = data ? (JSON.parse(data) as Record<string, unknown>) : {};
      const path = req.url ?? '';
      this.seen.push({ auth: req.headers.authorization, path, body });
      void this.route(req.method ?? '', path, body, res);
    });
  });

  /** A payment the widget took for a gateway order. */
  pay(orderId: string, amount: number, currency = 'INR'): FakePayment {
    const payment = {
      id: `pay_${randomBytes(7).toString('hex')}`,
      order_id: orderId,
      amount,
      currency,
      amount_refunded: 0,
    };
    this.payments.set(payment.id, payment);
    return payment;
  }

  private async route(method: string, path: string, body: Record<string, unknown>, res: ServerResponse) {
    const json = (status: number, answer: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    };
    const refused = (code: number, description: string) =>
      json(code, { error: { code: 'BAD_REQUEST_ERROR', description } });
    if (this.failWith) return refused(this.failWith, 'down');
    if (method === 'POST' && path === '/v1/orders') return this.answerOrder(body, res);
    const payment = /^\/v1\/payments\/([^/]+)(\/refund)?$/.exec(path);
    const found = payment ? this.payments.get(decodeURIComponent(payment[1]!)) : undefined;
    if (!payment || !found) return refused(404, 'The id provided does not exist');
    if (method === 'GET' && !payment[2])
      return json(200, { ...found, entity: 'payment', status: 'captured' });
    if (method !== 'POST' || !payment[2]) return refused(405, 'method');
    const amount = Number(body.amount ?? found.amount - found.amount_refunded);
    if (amount > found.amount - found.amount_refunded) {
      return refused(400, 'The refund amount provided is greater than amount captured');
    }
    found.amount_refunded += amount;
    json(200, {
      id: `rfnd_${randomBytes(7).toString('hex')}`,
      entity: 'refund',
      amount,
      payment_id: found.id,
      notes: body.notes,
    });
  }

  private async answerOrder(body: Record<string, unknown>, res: ServerResponse) {
    await this.onOrder?.(body);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: `order_${randomBytes(7).toString('hex')}`,
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
        notes: body.notes,
      }),
    );
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const fake = new FakeRazorpay();
let ctx: TestContext;
let url: string;
beforeAll(async () => {
  url = await fake.start();
  ctx = await createTestApp({
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_BASE_URL: url,
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.stop();
});
beforeEach(() => {
  fake.failWith = null;
  fake.onOrder = null;
});

const sign = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

async function order(who: Customer, days = 30) {
  const piece = await pickPiece(ctx, 'men');
  await rentIntoCart(ctx, who, piece, eventIn(ctx, days));
  const res = await placeOrder(ctx, who);
  return { piece, res };
}

describe('Razorpay', () => {
  it('creates the gateway order through the Orders API with basic auth, paise and our bill number', async () => {
    const who = await createCustomer(ctx);
    const { res } = await order(who);
    expect(res.statusCode).toBe(201);
    const { order: placed, payment } = res.json();
    const sent = fake.seen.findLast((r) => r.path === '/v1/orders')!;
    expect(sent.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(sent.body).toEqual({
      amount: placed.amounts.advance * 100,
      currency: 'INR',
      receipt: placed.billNo,
      notes: { orderId: placed.id, billNo: placed.billNo },
    });
    expect(payment).toMatchObject({ provider: 'razorpay', keyId: KEY_ID, currency: 'INR' });
    expect(payment.gatewayOrderId).toMatch(/^order_/);
    expect(payment.amountPaise).toBe(placed.amounts.advance * 100);
  });

  it("verifies the widget's signature with the key secret", async () => {
    const who = await createCustomer(ctx);
    const { res, piece } = await order(who);
    const { order: placed, payment } = res.json();
    const paymentId = fake.pay(payment.gatewayOrderId, payment.amountPaise).id;
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: who.headers,
      payload: {
        orderId: placed.id,
        gatewayOrderId: payment.gatewayOrderId,
        paymentId,
        signature: sign(WEBHOOK_SECRET, `${payment.gatewayOrderId}|${paymentId}`),
      },
    });
    expect(wrong.statusCode).toBe(402);
    const right = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: who.headers,
      payload: {
        orderId: placed.id,
        gatewayOrderId: payment.gatewayOrderId,
        paymentId,
        signature: sign(KEY_SECRET, `${payment.gatewayOrderId}|${paymentId}`),
      },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().order.status).toBe('paid');
    expect((await activeBookings(ctx, piece.id)).map((b) => b.status)).toEqual(['confirmed']);
  });

  it('asks Razorpay what a verified payment charged, and flags one that is not what was due', async () => {
    const who = await createCustomer(ctx);
    const { res, piece } = await order(who);
    const { order: placed, payment } = res.json();
    const taken = fake.pay(payment.gatewayOrderId, 100_000);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: who.headers,
      payload: {
        orderId: placed.id,
        gatewayOrderId: payment.gatewayOrderId,
        paymentId: taken.id,
        signature: sign(KEY_SECRET, `${payment.gatewayOrderId}|${taken.id}`),
      },
    });
    expect(fake.seen.at(-1)?.path).toBe(`/v1/payments/${taken.id}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().order).toMatchObject({ status: 'pending_payment', paymentStatus: 'Pending' });
    const [row] = (
      await ctx.app.db.execute<{ status: string; attention: string }>(sql`select p.status, o.attention
        from payments p join orders o on o.id = p.order_id where o.id = ${placed.id}`)
    ).rows;
    expect(row?.status).toBe('flagged');
    expect(row?.attention).toMatch(
      /^Payment of ₹[\d,]+ received but ₹[\d,]+ was due: check it in the gateway/,
    );
    expect((await activeBookings(ctx, piece.id)).map((b) => b.status)).toEqual(['held']);
  });

  it('accepts webhooks signed with the webhook secret only', async () => {
    const who = await createCustomer(ctx);
    const { res } = await order(who);
    const { order: placed, payment } = res.json();
    const raw = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_hook',
            order_id: payment.gatewayOrderId,
            amount: payment.amountPaise,
            currency: 'INR',
          },
        },
      },
    });
    const send = (secret: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': sign(secret, raw),
          'x-razorpay-event-id': 'evt_rzp_1',
        },
        payload: raw,
      });
    // Signed exactly as Razorpay signs: its SDK's own check accepts our test signature.
    expect(validateWebhookSignature(raw, sign(WEBHOOK_SECRET, raw), WEBHOOK_SECRET)).toBe(true);
    expect((await send(KEY_SECRET)).statusCode).toBe(400);
    const ok = await send(WEBHOOK_SECRET);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'processed', outcome: 'paid' });
    const [row] = (
      await ctx.app.db.execute<{ status: string }>(sql`select status from orders where id = ${placed.id}`)
    ).rows;
    expect(row!.status).toBe('paid');
  });

  it('has no local payment page', async () => {
    const who = await createCustomer(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/local/complete',
      headers: who.headers,
      payload: { gatewayOrderId: 'order_x', outcome: 'pay' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers 503 and keeps nothing when Razorpay is down', async () => {
    fake.failWith = 500;
    const who = await createCustomer(ctx);
    const { res, piece } = await order(who);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('UNAVAILABLE');
    expect(await activeBookings(ctx, piece.id)).toEqual([]);
    const orders = await ctx.app.db.execute(sql`select 1 from orders where user_id = ${who.userId}`);
    expect(orders.rows).toEqual([]);
    // The cart is intact: the customer can simply try again.
    fake.failWith = null;
    expect((await placeOrder(ctx, who)).statusCode).toBe(201);
  });
});

describe('the gateway call and the database', () => {
  it('asks Razorpay before the order is written, with no transaction open, and records its order with the order', async () => {
    const seenByShop: unknown[] = [];
    fake.onOrder = async (body) => {
      const { orderId } = body.notes as { orderId: string };
      const found = await ctx.app.db.execute(sql`select status from orders where id = ${orderId}`);
      const open = await ctx.app.db.execute(sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state like 'idle in transaction%'`);
      seenByShop.push({ orders: found.rows.length, openTransactions: open.rows[0] });
    };
    const who = await createCustomer(ctx);
    const { res } = await order(who);
    expect(res.statusCode).toBe(201);
    expect(seenByShop).toEqual([{ orders: 0, openTransactions: { n: 0 } }]);
    const { order: placed, payment } = res.json();
    const recorded = await ctx.app.db.execute(
      sql`select o.status, p.gateway_order_id as "gatewayOrderId", p.amount_paise as "amountPaise"
        from orders o join payments p on p.order_id = o.id where o.id = ${placed.id}`,
    );
    expect(recorded.rows).toEqual([
      {
        status: 'pending_payment',
        gatewayOrderId: payment.gatewayOrderId,
        amountPaise: payment.amountPaise,
      },
    ]);
  });

  it('leaves no pending membership when Razorpay is down, and choosing the plan again works', async () => {
    const who = await createCustomer(ctx);
    const form = {
      plan: 'A',
      name: 'Asha Patel',
      mobile: '9876500011',
      email: 'asha@example.com',
      city: 'Mumbai',
      pincode: '400067',
    };
    const start = () =>
      ctx.app.inject({ method: 'POST', url: '/api/membership', headers: who.headers, payload: form });
    fake.failWith = 500;
    const failed = await start();
    expect(failed.statusCode).toBe(503);
    const left = await ctx.app.db.execute(sql`select status from memberships where user_id = ${who.userId}`);
    expect(left.rows).toEqual([]);
    fake.failWith = null;
    const again = await start();
    expect(again.statusCode).toBe(201);
    expect(again.json().membership.status).toBe('pending');
  });
});

describe('choosing the gateway', () => {
  it('is the local one by default, and Razorpay needs its three secrets', () => {
    expect(createPaymentGateway(loadEnv({}))).toBeInstanceOf(LocalGateway);
    expect(() =>
      createPaymentGateway(loadEnv({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'k' })),
    ).toThrow(/RAZORPAY_KEY_SECRET/);
    const razorpay = createPaymentGateway(
      loadEnv({
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'k',
        RAZORPAY_KEY_SECRET: 's',
        RAZORPAY_WEBHOOK_SECRET: 'w',
      }),
    );
    expect(razorpay).toBeInstanceOf(RazorpayGateway);
  });

  it("refuses the local gateway's documented secret in production", () => {
    // The rest of a production environment is not this test's concern.
    const production = { ...loadEnv({}), NODE_ENV: 'production' as const };
    expect(() => createPaymentGateway(production)).toThrow(/PAYMENT_LOCAL_SECRET/);
    const own = createPaymentGateway({ ...production, PAYMENT_LOCAL_SECRET: 'a-real-secret' });
    expect(own.keyId).toBe('rzp_test_local');
  });
});

describe('refunds at Razorpay', () => {
  const adapter = () =>
    new RazorpayGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      baseUrl: url,
    });

  it('asks the refund API for the amount with our notes, and reads what a payment charged', async () => {
    const taken = fake.pay('order_direct_1', 225_000);
    expect(await adapter().fetchPayment(taken.id)).toEqual({
      paymentId: taken.id,
      gatewayOrderId: 'order_direct_1',
      amountPaise: 225_000,
      currency: 'INR',
    });
    const { refundId } = await adapter().refund({
      paymentId: taken.id,
      amountPaise: 225_000,
      notes: { orderId: 'o1' },
    });
    expect(refundId).toMatch(/^rfnd_/);
    const sent = fake.seen.at(-1)!;
    expect(sent.path).toBe(`/v1/payments/${taken.id}/refund`);
    expect(sent.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(sent.body).toEqual({ amount: 225_000, speed: 'normal', notes: { orderId: 'o1' } });
    // Razorpay refuses to send back more than is left: the adapter reports it, never a success.
    await expect(adapter().refund({ paymentId: taken.id, amountPaise: 1, notes: {} })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
    await expect(adapter().fetchPayment('pay_unknown')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('refunds a late webhook payment for taken dates, after a failed first try, exactly once', async () => {
    const late = await createCustomer(ctx);
    const quick = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    await rentIntoCart(ctx, late, piece, eventIn(ctx, 30));
    const { order: placed, payment } = (await placeOrder(ctx, late)).json();
    ctx.clock.advance(16 * 60_000);
    await rentIntoCart(ctx, quick, piece, eventIn(ctx, 30));
    expect((await placeOrder(ctx, quick)).statusCode).toBe(201);

    const taken = fake.pay(payment.gatewayOrderId, payment.amountPaise);
    const notice = (event: string, eventId: string) => {
      const raw = JSON.stringify({
        event,
        payload: {
          payment: {
            entity: { id: taken.id, order_id: payment.gatewayOrderId, amount: taken.amount, currency: 'INR' },
          },
        },
      });
      const signature = sign(WEBHOOK_SECRET, raw);
      expect(validateWebhookSignature(raw, signature, WEBHOOK_SECRET)).toBe(true);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
        payload: raw,
      });
    };
    const read = async () =>
      (
        await ctx.app.db.execute<{ order: string; payment: string; attention: string | null }>(sql`select
          o.status as "order", p.status as payment, o.attention from orders o join payments p on p.order_id = o.id
          where o.id = ${placed.id}`)
      ).rows[0];

    fake.failWith = 502;
    const first = await notice('payment.captured', `evt_late_${taken.id}`);
    expect(first.json()).toEqual({ status: 'processed', outcome: 'refund_due' });
    const rupees = (payment.amountPaise / 100).toLocaleString('en-IN');
    expect(await read()).toEqual({
      order: 'refund_due',
      payment: 'refund_due',
      attention: `Automatic refund failed: refund ₹${rupees} by hand.`,
    });

    fake.failWith = null;
    const second = await notice('order.paid', `evt_late_paid_${taken.id}`);
    expect(second.json()).toEqual({ status: 'processed', outcome: 'refund_due' });
    expect(await read()).toEqual({ order: 'refunded', payment: 'refunded', attention: null });
    const asked = fake.seen.filter((r) => r.path === `/v1/payments/${taken.id}/refund`);
    expect(asked.map((r) => r.body.amount)).toEqual([payment.amountPaise, payment.amountPaise]);
    expect(taken.amount_refunded).toBe(payment.amountPaise);

    const { entries } = await orderLedger(ctx.app.db, placed.id);
    const refund = entries.filter((e) => e.kind === 'payment_refund');
    expect(refund).toHaveLength(1);
    expect(refund[0]?.reference).toMatch(/^rfnd_/);
    expect(refund[0]?.amount).toBe(payment.amountPaise / 100);
    await notice('payment.captured', `evt_late_again_${taken.id}`);
    expect(fake.seen.filter((r) => r.path === `/v1/payments/${taken.id}/refund`)).toHaveLength(2);
  });
});
