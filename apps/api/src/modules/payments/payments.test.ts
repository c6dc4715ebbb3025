import { createHmac } from 'node:crypto';
import { COMMERCE_MESSAGES } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import {
  activeBookings,
  eventIn,
  type Piece,
  payOrder,
  pickPiece,
  placeOrder,
  rentIntoCart,
} from '../../test-support/commerce.ts';
import { type Customer, createCustomer } from '../../test-support/customers.ts';
import { releaseLapsedHolds } from '../orders/index.ts';
import { paymentDeps } from './deps.ts';
import { reconcilePayments } from './reconcile.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const LOCAL_SECRET = 'local-dev-secret';
const HOLD_MS = 15 * 60_000;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await ctx.app.db.execute<T & Record<string, unknown>>(query)).rows as T[];
}

async function orderFor(who: Customer, piece: Piece, eventDays = 30) {
  await rentIntoCart(ctx, who, piece, eventIn(ctx, eventDays));
  const res = await placeOrder(ctx, who);
  expect(res.statusCode).toBe(201);
  return res.json() as { order: { id: string }; payment: { gatewayOrderId: string; amountPaise: number } };
}

function complete(who: Customer, gatewayOrderId: string, outcome: 'pay' | 'fail') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/local/complete',
    headers: who.headers,
    payload: { gatewayOrderId, outcome },
  });
}

function verify(who: Customer, payload: object) {
  return ctx.app.inject({ method: 'POST', url: '/api/payments/verify', headers: who.headers, payload });
}

async function orderStatus(id: string) {
  const [row] = await rows<{ status: string; paymentStatus: string }>(sql`select o.status,
    p.status as "paymentStatus" from orders o join payments p on p.order_id = o.id where o.id = ${id}`);
  return row;
}

function webhook(body: object, opts: { secret?: string; eventId?: string } = {}) {
  const raw = JSON.stringify(body);
  const signature = createHmac('sha256', opts.secret ?? LOCAL_SECRET)
    .update(raw)
    .digest('hex');
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      ...(opts.eventId ? { 'x-razorpay-event-id': opts.eventId } : {}),
    },
    payload: raw,
  });
}

const captured = (gatewayOrderId: string, amountPaise: number, paymentId = 'pay_hook_1') => ({
  entity: 'event',
  event: 'payment.captured',
  contains: ['payment'],
  payload: {
    payment: {
      entity: {
        id: paymentId,
        order_id: gatewayOrderId,
        amount: amountPaise,
        currency: 'INR',
        status: 'captured',
      },
    },
  },
});

describe('verifying a payment', () => {
  it('pays the order, confirms the hold, clears the cart and counts the booking', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    const timesBooked = async () =>
      (await rows<{ n: number }>(sql`select times_booked as n from products where id = ${piece.id}`))[0]!.n;
    const before = await timesBooked();
    const { order, payment } = await orderFor(who, piece);
    const res = await payOrder(ctx, who, order.id, payment.gatewayOrderId);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ id: order.id, status: 'paid', paymentStatus: 'Paid' });
    expect(await orderStatus(order.id)).toEqual({ status: 'paid', paymentStatus: 'captured' });
    expect((await activeBookings(ctx, piece.id)).map((b) => b.status)).toEqual(['confirmed']);
    const cart = await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: who.headers });
    expect(cart.json().items).toEqual([]);
    expect(await timesBooked()).toBe(before + 1);
  });

  it('replayed 20 times (at once) changes nothing more', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    const [start] = await rows<{ n: number }>(
      sql`select times_booked as n from products where id = ${piece.id}`,
    );
    const { order, payment } = await orderFor(who, piece);
    const handler = (await complete(who, payment.gatewayOrderId, 'pay')).json();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => verify(who, { orderId: order.id, ...handler })),
    );
    for (const r of replies) {
      expect(r.statusCode).toBe(200);
      expect(r.json().order.status).toBe('paid');
    }
    const paymentsRows = await rows<{ status: string }>(
      sql`select status from payments where order_id = ${order.id}`,
    );
    expect(paymentsRows).toEqual([{ status: 'captured' }]);
    expect((await activeBookings(ctx, piece.id)).map((b) => b.status)).toEqual(['confirmed']);
    const [end] = await rows<{ n: number }>(
      sql`select times_booked as n from products where id = ${piece.id}`,
    );
    expect(end!.n).toBe(start!.n + 1);
  });

  it('refuses a tampered signature with 402 and leaves the order unpaid', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    const { order, payment } = await orderFor(who, piece);
    const handler = (await complete(who, payment.gatewayOrderId, 'pay')).json();
    const last = handler.signature.at(-1) === '0' ? '1' : '0';
    for (const signature of [
      `${handler.signature.slice(0, -1)}${last}`,
      'not-hex',
      handler.signature.slice(2),
    ]) {
      const res = await verify(who, { orderId: order.id, ...handler, signature });
      expect(res.statusCode).toBe(402);
      expect(res.json().error).toMatchObject({
        code: 'PAYMENT_FAILED',
        message: 'Payment verification failed. Please contact support.',
      });
    }
    // A real signature for another payment id does not pay this one either.
    const other = await verify(who, { orderId: order.id, ...handler, paymentId: 'pay_someone_else' });
    expect(other.statusCode).toBe(402);
    expect(await orderStatus(order.id)).toEqual({ status: 'pending_payment', paymentStatus: 'created' });
    expect((await activeBookings(ctx, piece.id)).map((b) => b.status)).toEqual(['held']);
  });

  it("answers 404 for another customer's order", async () => {
    const owner = await createCustomer(ctx);
    const other = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    const { order, payment } = await orderFor(owner, piece);
    const handler = (await complete(owner, payment.gatewayOrderId, 'pay')).json();
    expect((await verify(other, { orderId: order.id, ...handler })).statusCode).toBe(404);
    expect((await complete(other, payment.gatewayOrderId, 'fail')).statusCode).toBe(404);
    expect(await orderStatus(order.id)).toEqual({ status: 'pending_payment', paymentStatus: 'created' });
  });
});

describe('a failed payment', () => {
  it('answers like the widget, marks the payment failed and frees the piece', async () => {
    const who = await createCustomer(ctx);
    const next = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    const { order, payment } = await orderFor(who, piece);
    const res = await complete(who, payment.gatewayOrderId, 'fail');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: { code: 'PAYMENT_FAILED', description: 'Payment failed' } });
    expect(await orderStatus(order.id)).toEqual({ status: 'payment_failed', paymentStatus: 'failed' });
    expect(await activeBookings(ctx, piece.id)).toEqual([]);
    await orderFor(next, piece);
  });
});

describe('a payment after the hold lapsed', () => {
  it('frees the dates for others once the hold lapses and the job runs', async () => {
    const first = await createCustomer(ctx);
    const second = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    await rentIntoCart(ctx, second, piece, eventIn(ctx, 30));
    const { order } = await orderFor(first, piece);
    expect((await placeOrder(ctx, second)).statusCode).toBe(409);

    ctx.clock.advance(HOLD_MS + 60_000);
    const ran = await releaseLapsedHolds(ctx.app.db, ctx.clock.now);
    expect(ran.releasedHolds).toBeGreaterThanOrEqual(1);
    expect((await orderStatus(order.id))?.status).toBe('expired');
    expect(await releaseLapsedHolds(ctx.app.db, ctx.clock.now)).toEqual({
      expiredOrders: 0,
      releasedHolds: 0,
    });
    expect((await placeOrder(ctx, second)).statusCode).toBe(201);
  });

  it('does not need the job: a lapsed hold never blocks a new order', async () => {
    const first = await createCustomer(ctx);
    const second = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    await rentIntoCart(ctx, second, piece, eventIn(ctx, 30));
    await orderFor(first, piece);
    ctx.clock.advance(HOLD_MS + 1000);
    expect((await placeOrder(ctx, second)).statusCode).toBe(201);
    expect((await activeBookings(ctx, piece.id)).map((b) => b.status)).toEqual(['held']);
  });

  it('is confirmed when the dates are still free', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    const { order, payment } = await orderFor(who, piece);
    ctx.clock.advance(HOLD_MS + 60_000);
    await releaseLapsedHolds(ctx.app.db, ctx.clock.now);
    expect(await activeBookings(ctx, piece.id)).toEqual([]);
    const res = await payOrder(ctx, who, order.id, payment.gatewayOrderId);
    expect(res.statusCode).toBe(200);
    expect(res.json().order.status).toBe('paid');
    expect((await activeBookings(ctx, piece.id)).map((b) => b.status)).toEqual(['confirmed']);
  });

  it('is owed back (and refunded at once), never double-booked, when someone else took the dates', async () => {
    const late = await createCustomer(ctx);
    const quick = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    const { order, payment } = await orderFor(late, piece);
    ctx.clock.advance(HOLD_MS + 60_000);
    await rentIntoCart(ctx, quick, piece, eventIn(ctx, 30));
    const taken = await placeOrder(ctx, quick);
    expect(taken.statusCode).toBe(201);

    const res = await payOrder(ctx, late, order.id, payment.gatewayOrderId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'CONFLICT', message: COMMERCE_MESSAGES.refundDue });
    expect(await orderStatus(order.id)).toEqual({ status: 'refunded', paymentStatus: 'refunded' });
    const active = await activeBookings(ctx, piece.id);
    expect(active).toHaveLength(1);
    // The replay says the same and still books nothing.
    expect((await payOrder(ctx, late, order.id, payment.gatewayOrderId)).statusCode).toBe(409);
    expect(await activeBookings(ctx, piece.id)).toEqual(active);
  });
});

describe('the webhook', () => {
  it('confirms a captured payment once and ignores a replayed event', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    const { order, payment } = await orderFor(who, piece);
    const body = captured(payment.gatewayOrderId, payment.amountPaise);
    const first = await webhook(body, { eventId: 'evt_capture_1' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'processed', outcome: 'paid' });
    expect(await orderStatus(order.id)).toEqual({ status: 'paid', paymentStatus: 'captured' });
    const replay = await webhook(body, { eventId: 'evt_capture_1' });
    expect(replay.json()).toEqual({ status: 'ignored' });
    // A second event for the same payment (order.paid) is harmless too.
    const paid = await webhook(
      {
        event: 'order.paid',
        payload: { order: { entity: { id: payment.gatewayOrderId } }, ...body.payload },
      },
      { eventId: 'evt_order_paid_1' },
    );
    expect(paid.json()).toEqual({ status: 'processed', outcome: 'already_paid' });
    expect((await activeBookings(ctx, piece.id)).map((b) => b.status)).toEqual(['confirmed']);
  });

  it('refuses a bad signature with 400 and records nothing', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    const { order, payment } = await orderFor(who, piece);
    const res = await webhook(captured(payment.gatewayOrderId, payment.amountPaise), {
      secret: 'wrong-secret',
      eventId: 'evt_bad',
    });
    expect(res.statusCode).toBe(400);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(captured(payment.gatewayOrderId, payment.amountPaise)),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await orderStatus(order.id)).toEqual({ status: 'pending_payment', paymentStatus: 'created' });
    expect(await rows(sql`select 1 from payment_events where event_id = 'evt_bad'`)).toEqual([]);
  });

  it('releases the holds on payment.failed, using the body id when no header names the event', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    const { order, payment } = await orderFor(who, piece);
    const failed = {
      id: 'evt_failed_body_id',
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_x', order_id: payment.gatewayOrderId, status: 'failed' } } },
    };
    expect((await webhook(failed)).json()).toEqual({ status: 'processed', outcome: 'failed' });
    expect((await webhook(failed)).json()).toEqual({ status: 'ignored' });
    expect(await orderStatus(order.id)).toEqual({ status: 'payment_failed', paymentStatus: 'failed' });
    expect(await activeBookings(ctx, piece.id)).toEqual([]);
  });

  it("hands a membership's payment to the membership flow", async () => {
    const who = await createCustomer(ctx);
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/membership',
      headers: who.headers,
      payload: {
        plan: 'A',
        mobile: '9820012345',
        name: 'Asha Rao',
        email: 'a@example.in',
        city: 'Mumbai',
        pincode: '400067',
      },
    });
    expect(started.statusCode).toBe(201);
    const { membership, payment } = started.json();
    const res = await webhook(captured(payment.gatewayOrderId, payment.amountPaise, 'pay_member_1'), {
      eventId: 'evt_member_1',
    });
    expect(res.json()).toEqual({ status: 'processed', outcome: 'activated' });
    const [row] = await rows<{ status: string }>(
      sql`select status from memberships where id = ${membership.id}`,
    );
    expect(row!.status).toBe('active');
  });

  it('answers 400 for a signed body that is not JSON, and acknowledges events it does not read', async () => {
    const raw = 'not json';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'text/plain',
        'x-razorpay-signature': createHmac('sha256', LOCAL_SECRET).update(raw).digest('hex'),
      },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
    const other = await webhook({
      event: 'refund.created',
      payload: { refund: { entity: { id: 'rfnd_1' } } },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ status: 'ignored' });
  });

  it('answers 400 once, and records it, for a signed event of a gateway order it does not know', async () => {
    const res = await webhook(captured('order_unknown', 100_000), { eventId: 'evt_unknown' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('No payment of ours has gateway order order_unknown');
    expect(await rows(sql`select 1 from payment_events where event_id = 'evt_unknown'`)).toHaveLength(1);
    const retry = await webhook(captured('order_unknown', 100_000), { eventId: 'evt_unknown' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ status: 'ignored' });
  });
});

describe('a payment whose browser never came back', () => {
  it('is settled from the gateway 15 minutes later, once', async () => {
    const who = await createCustomer(ctx);
    await rentIntoCart(ctx, who, await pickPiece(ctx, 'men'), eventIn(ctx, 35));
    const placed = (await placeOrder(ctx, who)).json();
    // The customer paid on the gateway's page and closed the browser: no verify, no webhook.
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/local/complete',
      headers: who.headers,
      payload: { gatewayOrderId: placed.payment.gatewayOrderId, outcome: 'pay' },
    });
    expect(paid.statusCode).toBe(200);
    const deps = paymentDeps(ctx.app);
    const statusNow = async () =>
      (await ctx.app.inject({ url: `/api/orders/${placed.order.id}`, headers: who.headers })).json();
    await reconcilePayments(deps);
    expect((await statusNow()).status).toBe('pending_payment');
    ctx.clock.advance(16 * 60_000);
    await reconcilePayments(deps);
    expect(await statusNow()).toMatchObject({ status: 'paid', paymentStatus: 'Paid' });
    // Asked again, nothing more happens: the advance is in the ledger once.
    await reconcilePayments(deps);
    const ledger = (await statusNow()).ledger as { kind: string }[];
    expect(ledger.filter((e) => e.kind === 'advance')).toHaveLength(1);
  });
});
