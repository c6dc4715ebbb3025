import { createHmac } from 'node:crypto';
import {
  addDays,
  computeTotals,
  membershipDiscount,
  refundableDeposit,
  rentForPeriod,
  todayInIndia,
} from '@vastra/shared/rules';
import { DEFAULT_SETTINGS } from '@vastra/shared/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, notificationOutbox, payments } from '../../db/schema/index.ts';
import { LOCAL_DEFAULT_SECRET } from '../../integrations/payment/local.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { eventIn, pickPiece, placeOrder, rentIntoCart } from '../../test-support/commerce.ts';
import { type Customer, createCustomer } from '../../test-support/customers.ts';
import { auth, loginAs } from '../../test-support/login.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const FORM = {
  mobile: '9820012345',
  name: 'Asha Rao',
  email: 'asha.rao@example.in',
  city: 'Mumbai',
  pincode: '400067',
};

type Who = { headers: Record<string, string> };

const start = (who: Who, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/membership', headers: who.headers, payload });

const verify = (who: Who, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/membership/verify', headers: who.headers, payload });

/** The local gateway's page: what the real widget's success handler would receive. */
async function payLocally(who: Who, gatewayOrderId: string) {
  const done = await ctx.app.inject({
    method: 'POST',
    url: '/api/membership/local/complete',
    headers: who.headers,
    payload: { gatewayOrderId, outcome: 'pay' },
  });
  expect(done.statusCode).toBe(200);
  return done.json() as { gatewayOrderId: string; paymentId: string; signature: string };
}

/** Chooses a plan, pays it at the local gateway and verifies: the whole browser flow. */
async function buy(who: Who, plan: 'A' | 'B' | 'C') {
  const started = await start(who, { ...FORM, plan });
  expect(started.statusCode).toBe(201);
  const { membership, payment } = started.json();
  const handler = await payLocally(who, payment.gatewayOrderId);
  const verified = await verify(who, { membershipId: membership.id, ...handler });
  return { started: started.json(), handler, verified };
}

const membershipMails = async (name: string) =>
  ctx.app.db
    .select()
    .from(notificationOutbox)
    .where(
      and(eq(notificationOutbox.kind, 'membership'), sql`${notificationOutbox.body} like ${`%${name}%`}`),
    );

describe('POST /api/membership', () => {
  it('needs a login', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/membership',
      payload: { ...FORM, plan: 'B' },
    });
    expect(res.statusCode).toBe(401);
    const v = await ctx.app.inject({ method: 'POST', url: '/api/membership/verify', payload: {} });
    expect(v.statusCode).toBe(401);
  });

  it('requires all five fields and a plan, with the form messages', async () => {
    const who = await createCustomer(ctx);
    const empty = await start(who, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({
      code: 'VALIDATION',
      fields: {
        mobile: 'This field is required',
        name: 'This field is required',
        email: 'This field is required',
        city: 'This field is required',
        pincode: 'This field is required',
        plan: 'Please choose plan A, B or C',
      },
    });
    const blank = await start(who, { plan: 'A', mobile: ' ', name: '', email: ' ', city: '\n', pincode: '' });
    expect(Object.keys(blank.json().error.fields).sort()).toEqual([
      'city',
      'email',
      'mobile',
      'name',
      'pincode',
    ]);

    const wrong = await start(who, { ...FORM, plan: 'D', mobile: '98200', email: 'asha@', pincode: '4000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      plan: 'Please choose plan A, B or C',
      mobile: 'Mobile number must be exactly 10 digits',
      email: 'Please enter a valid email address',
      pincode: 'Pincode must be 6 digits',
    });
    const rows = await ctx.app.db.select().from(memberships).where(eq(memberships.userId, who.userId));
    expect(rows).toEqual([]);
  });

  it('opens a pending membership and a gateway order for the plan fee', async () => {
    const who = await createCustomer(ctx);
    const res = await start(who, { ...FORM, plan: 'C' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.membership).toMatchObject({
      plan: 'C',
      planName: 'Premium',
      status: 'pending',
      amount: 599,
      discountPct: 10,
      startsOn: null,
      endsOn: null,
    });
    expect(body.payment).toMatchObject({ provider: 'local', amountPaise: 59900, currency: 'INR' });
    expect(body.payment.keyId).toBeTruthy();
    const [payment] = await ctx.app.db
      .select()
      .from(payments)
      .where(eq(payments.gatewayOrderId, body.payment.gatewayOrderId));
    expect(payment).toMatchObject({
      purpose: 'membership',
      membershipId: body.membership.id,
      orderId: null,
      status: 'created',
      amountPaise: 59900,
    });
    // Not a member until paid.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: who.headers })).json().membership,
    ).toBe(null);
  });
});

describe('buying a plan', () => {
  let asha: Customer;
  let purchase: Awaited<ReturnType<typeof buy>>;

  beforeAll(async () => {
    // The real OTP login, as the storefront does it.
    const session = await loginAs(ctx, '9820099001');
    asha = { ...session, mobile: '9820099001', headers: auth(session.token) };
    purchase = await buy(asha, 'B');
  });

  it('activates the plan for a year from today (IST) and tells the shop', async () => {
    expect(purchase.verified.statusCode).toBe(200);
    const today = todayInIndia(ctx.clock.now);
    expect(purchase.verified.json().membership).toEqual({
      id: purchase.started.membership.id,
      plan: 'B',
      planName: 'Standard',
      status: 'active',
      amount: 299,
      discountPct: 7,
      startsOn: today,
      endsOn: addDays(today, DEFAULT_SETTINGS.membership.validityDays),
    });
    const [payment] = await ctx.app.db
      .select()
      .from(payments)
      .where(eq(payments.gatewayOrderId, purchase.handler.gatewayOrderId));
    expect(payment).toMatchObject({ status: 'captured', paymentId: purchase.handler.paymentId });
    expect(payment?.verifiedAt).toBeInstanceOf(Date);

    const mails = await membershipMails(FORM.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'care@vastra.in',
      subject: 'Membership Standard (plan B): Asha Rao',
    });
    expect(mails[0]?.body).toContain('Mobile: 9820012345');
    expect(mails[0]?.body).toContain('Pincode: 400067');
  });

  it('shows the active plan on GET /api/me', async () => {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: asha.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().membership).toEqual({
      plan: 'B',
      name: 'Standard',
      discountPct: 7,
      endsOn: addDays(todayInIndia(ctx.clock.now), DEFAULT_SETTINGS.membership.validityDays),
    });
  });

  it("gives the plan's discount on rent in the cart", async () => {
    const piece = await pickPiece(ctx, 'men');
    await rentIntoCart(ctx, asha, piece, eventIn(ctx, 20));
    const cart = (await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: asha.headers })).json();
    const [row] = (
      await ctx.app.db.execute<{ baseRent: number; deposit: number | null }>(
        sql`select base_rent as "baseRent", deposit from products where id = ${piece.id}`,
      )
    ).rows;
    const rent = rentForPeriod(row!.baseRent, 4, DEFAULT_SETTINGS.rental);
    const deposit = refundableDeposit({ deposit: row!.deposit, baseRent: row!.baseRent });
    expect(cart.totals.memberDiscountPct).toBe(7);
    expect(cart.totals.discount).toBe(membershipDiscount(rent, 7));
    expect(cart.totals.discount).toBeGreaterThan(0);
    expect(cart.totals).toEqual({
      ...computeTotals([{ type: 'rent', rent, deposit }], 'home', DEFAULT_SETTINGS, 7),
      memberDiscountPct: 7,
    });
  });

  it("gives the plan's discount on rent in the order placed, as the cart showed it", async () => {
    const cart = (
      await ctx.app.inject({ method: 'GET', url: '/api/cart?deliveryType=pickup', headers: asha.headers })
    ).json();
    expect(cart.totals.discount).toBeGreaterThan(0);
    const placed = await placeOrder(ctx, asha, { deliveryType: 'pickup' });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.amounts).toMatchObject({
      discount: cart.totals.discount,
      total: cart.totals.total,
      advance: cart.totals.advance,
    });
  });

  it("refuses a second plan with 'Card already registered for this user.'", async () => {
    for (const plan of ['A', 'B', 'C']) {
      const again = await start(asha, { ...FORM, plan });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toMatchObject({
        code: 'CONFLICT',
        message: 'Card already registered for this user.',
      });
    }
    const rows = await ctx.app.db.select().from(memberships).where(eq(memberships.userId, asha.userId));
    expect(rows).toHaveLength(1);
  });

  it('is idempotent: a replayed verify changes nothing and mails nobody again', async () => {
    const replay = await verify(asha, { membershipId: purchase.started.membership.id, ...purchase.handler });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(purchase.verified.json());
    expect(await membershipMails(FORM.email)).toHaveLength(1);
  });

  it('keeps another customer away from this membership (404, as if it did not exist)', async () => {
    const other = await createCustomer(ctx);
    const res = await verify(other, { membershipId: purchase.started.membership.id, ...purchase.handler });
    expect(res.statusCode).toBe(404);
    const page = await ctx.app.inject({
      method: 'POST',
      url: '/api/membership/local/complete',
      headers: other.headers,
      payload: { gatewayOrderId: purchase.handler.gatewayOrderId, outcome: 'pay' },
    });
    expect(page.statusCode).toBe(404);
  });

  it('lets the customer buy again once the year has ended', async () => {
    const later = await createCustomer(ctx);
    const first = await buy(later, 'A');
    expect((await start(later, { ...FORM, plan: 'A' })).statusCode).toBe(409);
    // The year ran out yesterday (IST): the plan no longer counts.
    const yesterday = addDays(todayInIndia(ctx.clock.now), -1);
    await ctx.app.db
      .update(memberships)
      .set({ startsOn: addDays(yesterday, -365), endsOn: yesterday })
      .where(eq(memberships.id, first.started.membership.id));
    const renewed = await buy(later, 'C');
    expect(renewed.verified.statusCode).toBe(200);
    expect(renewed.verified.json().membership).toMatchObject({ plan: 'C', status: 'active' });
  });
});

describe('POST /api/membership/verify', () => {
  it("answers 402 'Payment verification failed. Please contact support.' for a tampered signature", async () => {
    const who = await createCustomer(ctx);
    const started = (await start(who, { ...FORM, plan: 'A' })).json();
    const handler = await payLocally(who, started.payment.gatewayOrderId);
    const last = handler.signature.at(-1) === '0' ? '1' : '0';
    const tampered = { ...handler, signature: `${handler.signature.slice(0, -1)}${last}` };
    for (const payload of [
      tampered,
      { ...handler, paymentId: 'pay_local_someoneelse' },
      { ...handler, signature: 'not-hex' },
    ]) {
      const res = await verify(who, { membershipId: started.membership.id, ...payload });
      expect(res.statusCode).toBe(402);
      expect(res.json().error).toEqual({
        code: 'PAYMENT_FAILED',
        message: 'Payment verification failed. Please contact support.',
      });
    }
    const [row] = await ctx.app.db
      .select()
      .from(memberships)
      .where(eq(memberships.id, started.membership.id));
    expect(row?.status).toBe('pending');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: who.headers })).json().membership,
    ).toBe(null);
  });

  it("refuses a payment of another membership's gateway order (402)", async () => {
    const who = await createCustomer(ctx);
    const first = (await start(who, { ...FORM, plan: 'A' })).json();
    const second = (await start(who, { ...FORM, plan: 'C' })).json();
    const handler = await payLocally(who, second.payment.gatewayOrderId);
    const res = await verify(who, { membershipId: first.membership.id, ...handler });
    expect(res.statusCode).toBe(402);
  });

  it('answers 400 for missing fields and 404 for an unknown membership', async () => {
    const who = await createCustomer(ctx);
    const missing = await verify(who, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields).sort()).toEqual([
      'gatewayOrderId',
      'membershipId',
      'paymentId',
      'signature',
    ]);
    const unknown = await verify(who, {
      membershipId: 'not-a-uuid',
      gatewayOrderId: 'order_x',
      paymentId: 'pay_x',
      signature: 'ab',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('activates only one of two plans paid in two tabs; the second is owed back', async () => {
    const who = await createCustomer(ctx);
    const a = (await start(who, { ...FORM, plan: 'A' })).json();
    const c = (await start(who, { ...FORM, plan: 'C' })).json();
    const paidA = await payLocally(who, a.payment.gatewayOrderId);
    const paidC = await payLocally(who, c.payment.gatewayOrderId);
    expect((await verify(who, { membershipId: a.membership.id, ...paidA })).statusCode).toBe(200);
    const second = await verify(who, { membershipId: c.membership.id, ...paidC });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      message: 'Card already registered for this user.',
      status: 'refund_due',
    });
    const [payment] = await ctx.app.db
      .select()
      .from(payments)
      .where(eq(payments.gatewayOrderId, c.payment.gatewayOrderId));
    expect(payment?.status).toBe('refund_due');
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: who.headers })).json();
    expect(me.membership).toMatchObject({ plan: 'A' });
  });

  it('tells the shop once when the gateway webhook activated the plan before the browser verified', async () => {
    const who = await createCustomer(ctx);
    const email = `webhook.first.${who.userId.slice(0, 8)}@example.in`;
    const started = (await start(who, { ...FORM, email, plan: 'C' })).json();
    const handler = await payLocally(who, started.payment.gatewayOrderId);
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: handler.paymentId,
            order_id: handler.gatewayOrderId,
            amount: started.payment.amountPaise,
            currency: 'INR',
          },
        },
      },
    });
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', LOCAL_DEFAULT_SECRET).update(raw).digest('hex'),
        'x-razorpay-event-id': `evt_${started.membership.id}`,
      },
      payload: raw,
    });
    expect(hook.statusCode).toBe(200);
    const verified = await verify(who, { membershipId: started.membership.id, ...handler });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().membership).toMatchObject({ plan: 'C', status: 'active' });
    expect(await verify(who, { membershipId: started.membership.id, ...handler })).toMatchObject({
      statusCode: 200,
    });
    const mails = await membershipMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(`Membership id: ${started.membership.id}`);
  });

  it("marks a payment failed at the local gateway's page", async () => {
    const who = await createCustomer(ctx);
    const started = (await start(who, { ...FORM, plan: 'B' })).json();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/membership/local/complete',
      headers: who.headers,
      payload: { gatewayOrderId: started.payment.gatewayOrderId, outcome: 'fail' },
    });
    expect(res.json()).toEqual({ error: { code: 'PAYMENT_FAILED', description: 'Payment failed' } });
    const [row] = await ctx.app.db
      .select()
      .from(memberships)
      .where(eq(memberships.id, started.membership.id));
    expect(row?.status).toBe('failed');
  });
});
