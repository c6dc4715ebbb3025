import { quoteCredit } from '@vastra/shared/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import {
  activeBookings,
  eventIn,
  payOrder,
  pickPiece,
  placeOrder,
  rentIntoCart,
} from '../../test-support/commerce.ts';
import { grantCredit } from '../../test-support/credit.ts';
import { type Customer, createCustomer } from '../../test-support/customers.ts';
import { signInAsStaff } from '../../test-support/staff.ts';
import { releaseLapsedHolds } from './hold-jobs.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const HOLD_MS = 15 * 60_000;

type Totals = { total: number; advance: number; balance: number };

/** A customer with a men's rental in the cart, and the cart's pickup totals as the checkout shows them. */
async function customerWithCart(
  eventInDays = 30,
): Promise<{ who: Customer; totals: Totals; productId: number }> {
  const who = await createCustomer(ctx);
  const piece = await pickPiece(ctx, 'men');
  await rentIntoCart(ctx, who, piece, eventIn(ctx, eventInDays));
  const cart = await ctx.app.inject({
    method: 'GET',
    url: '/api/cart?deliveryType=pickup',
    headers: who.headers,
  });
  return { who, totals: cart.json().totals, productId: piece.id };
}

const myCredit = async (who: Customer) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/me/credit', headers: who.headers })).json();
const myOrder = async (who: Customer, id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: who.headers })).json();

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = await ctx.app.db.execute(query);
  return result.rows[0] as T;
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await ctx.app.db.execute<{ n: number }>(query);
  return Number(result.rows[0]?.n ?? 0);
}

describe('store credit at checkout', () => {
  it('pays the whole order from credit, oldest grant first, skipping expired credit, without the gateway', async () => {
    const { who, totals, productId } = await customerWithCart();
    const lapsed = await grantCredit(ctx, who.userId, 500, { daysAgo: 200, validDays: -10 });
    const older = await grantCredit(ctx, who.userId, 100, { daysAgo: 3, validDays: 20 });
    const newer = await grantCredit(ctx, who.userId, totals.total + 1000, { daysAgo: 1, validDays: 170 });

    const placed = await placeOrder(ctx, who, { useCredit: true });
    expect(placed.statusCode).toBe(201);
    const { order, payment } = placed.json();
    expect(payment).toBeNull();
    expect(order.status).toBe('paid');
    expect(order.paymentStatus).toBe('Paid');
    expect(order.money.due).toBe(0);
    expect(
      order.ledger.map((e: { kind: string; amount: number; method: string | null }) => [
        e.kind,
        e.amount,
        e.method,
      ]),
    ).toEqual([
      ['order_total', totals.total, null],
      ['credit_spent', -totals.total, 'credit'],
    ]);
    expect(order.timeline.map((s: { step: string }) => s.step)).toContain('paid');
    expect((await activeBookings(ctx, productId)).map((b) => b.status)).toEqual(['confirmed']);
    expect(await count(sql`select count(*)::int as n from payments where order_id = ${order.id}`)).toBe(0);
    const notices = await count(sql`select count(*)::int as n from messages
      where order_id = ${order.id} and event = 'order_confirmed'`);
    expect(notices).toBeGreaterThan(0);
    const cart = await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: who.headers });
    expect(cart.json().items).toEqual([]);

    const credit = await myCredit(who);
    expect(credit.balance).toBe(1100);
    const remaining = Object.fromEntries(
      credit.grants.map((g: { id: string; remaining: number }) => [g.id, g.remaining]),
    );
    // The expired grant is untouched, the older one used up before the newer one.
    expect(remaining).toEqual({ [lapsed.id]: 500, [older.id]: 0, [newer.id]: 1100 });
  });

  it('takes part of the advance from credit and asks the gateway for the rest only', async () => {
    const { who, totals } = await customerWithCart();
    await grantCredit(ctx, who.userId, 200);
    const placed = await placeOrder(ctx, who, { useCredit: true });
    expect(placed.statusCode).toBe(201);
    const { order, payment } = placed.json();
    const quote = quoteCredit(totals, 200);
    expect(quote).toEqual({ credit: 200, payNow: totals.advance - 200, balanceDue: totals.balance });
    expect(payment.amountPaise).toBe(quote.payNow * 100);
    expect((await payOrder(ctx, who, order.id, payment.gatewayOrderId)).statusCode).toBe(200);
    const paid = await myOrder(who, order.id);
    expect(paid.status).toBe('paid');
    expect(paid.money.due).toBe(quote.balanceDue);
    expect((await myCredit(who)).balance).toBe(0);
  });

  it('puts credit beyond the advance against the balance; without useCredit the credit is left alone', async () => {
    const { who, totals } = await customerWithCart();
    await grantCredit(ctx, who.userId, totals.advance + 300);
    const plain = await customerWithCart();
    await grantCredit(ctx, plain.who.userId, 400);
    const without = await placeOrder(ctx, plain.who);
    expect(without.json().payment.amountPaise).toBe(plain.totals.advance * 100);
    expect((await myCredit(plain.who)).balance).toBe(400);

    const placed = await placeOrder(ctx, who, { useCredit: true });
    const { order, payment } = placed.json();
    expect(payment).toBeNull();
    expect(order.money.due).toBe(totals.balance - 300);
    expect(quoteCredit(totals, totals.advance + 300).balanceDue).toBe(totals.balance - 300);
    const owner = await signInAsStaff(ctx, 'owner');
    const staffView = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/orders/${order.id}`,
      headers: owner.headers,
    });
    expect(staffView.json().ledger.summary.due).toBe(totals.balance - 300);
  });

  it('gives the credit back with its own expiry when the hold lapses unpaid, and takes it again on a late payment', async () => {
    const { who } = await customerWithCart();
    const grant = await grantCredit(ctx, who.userId, 200, { validDays: 40 });
    const placed = await placeOrder(ctx, who, { useCredit: true });
    const { order, payment } = placed.json();
    expect((await myCredit(who)).balance).toBe(0);

    ctx.clock.advance(HOLD_MS + 60_000);
    expect((await releaseLapsedHolds(ctx.app.db, ctx.clock.now)).expiredOrders).toBeGreaterThanOrEqual(1);
    const credit = await myCredit(who);
    expect(credit.balance).toBe(200);
    // The same grant, with the same expiry: nothing new was granted.
    expect(credit.grants).toHaveLength(1);
    expect(credit.grants[0]).toMatchObject({ id: grant.id, remaining: 200, expiresOn: grant.expiresOn });
    const lapsed = await myOrder(who, order.id);
    expect(lapsed.status).toBe('expired');
    expect(lapsed.ledger.map((e: { kind: string }) => e.kind)).toContain('credit_returned');
    expect(lapsed.money).toMatchObject({ due: 0, refundable: 0 });

    // The money arrives after all and the piece is still free: the order takes the credit again.
    expect((await payOrder(ctx, who, order.id, payment.gatewayOrderId)).statusCode).toBe(200);
    const paid = await myOrder(who, order.id);
    expect(paid.status).toBe('paid');
    expect(paid.money.due).toBe(paid.amounts.balance);
    expect((await myCredit(who)).balance).toBe(0);
  });

  it('an unpaid order cancelled gives its credit back; a paid one cancelled early gives credit and advance back once', async () => {
    const unpaid = await customerWithCart();
    await grantCredit(ctx, unpaid.who.userId, 150);
    const first = (await placeOrder(ctx, unpaid.who, { useCredit: true })).json();
    const cancel = (who: Customer, id: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: who.headers });
    expect((await cancel(unpaid.who, first.order.id)).statusCode).toBe(200);
    expect((await myCredit(unpaid.who)).balance).toBe(150);

    const paid = await customerWithCart(30);
    const grant = await grantCredit(ctx, paid.who.userId, 200, { validDays: 60 });
    const placed = (await placeOrder(ctx, paid.who, { useCredit: true })).json();
    await payOrder(ctx, paid.who, placed.order.id, placed.payment.gatewayOrderId);
    const res = await cancel(paid.who, placed.order.id);
    expect(res.json().refund).toMatchObject({ kind: 'store_credit', amount: paid.totals.advance });
    const credit = await myCredit(paid.who);
    // 200 back on its own grant (same expiry), the advance paid online as new credit: the advance in all.
    expect(credit.balance).toBe(paid.totals.advance);
    expect(credit.grants.find((g: { id: string }) => g.id === grant.id)).toMatchObject({
      remaining: 200,
      expiresOn: grant.expiresOn,
    });
    expect(res.json().order.money).toMatchObject({ due: 0, refundable: 0 });
  });

  it('a late cancellation keeps the advance (credit included) and gives back credit spent on the balance', async () => {
    const { who, totals } = await customerWithCart(5);
    await grantCredit(ctx, who.userId, totals.advance + 300);
    const placed = (await placeOrder(ctx, who, { useCredit: true })).json();
    expect(placed.payment).toBeNull();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.order.id}/cancel`,
      headers: who.headers,
    });
    expect(res.json().refund.kind).toBe('none');
    expect(res.json().refund.message).toContain(
      'Store credit of ₹300 spent on it is given back with its own expiry.',
    );
    expect((await myCredit(who)).balance).toBe(300);
    expect(res.json().order.money).toMatchObject({ due: 0, refundable: 0 });
  });

  it('the same cart placed twice at once never takes more credit than the customer has', async () => {
    const { who: buyer } = await customerWithCart();
    await grantCredit(ctx, buyer.userId, 300);
    const replies = await Promise.all([
      placeOrder(ctx, buyer, { useCredit: true }),
      placeOrder(ctx, buyer, { useCredit: true }),
    ]);
    expect(replies.some((r) => r.statusCode === 201)).toBe(true);
    const held = await count(sql`select coalesce(-sum(amount), 0)::int as n from store_credits
      where user_id = ${buyer.userId} and grant_id is not null`);
    expect(held).toBe(300);
    expect(held + (await myCredit(buyer)).balance).toBe(300);
  });

  it('staff take a counter payment from store credit first; the rest is the counter money; audited', async () => {
    const { who, totals } = await customerWithCart();
    const placed = (await placeOrder(ctx, who)).json();
    await payOrder(ctx, who, placed.order.id, placed.payment.gatewayOrderId);
    await grantCredit(ctx, who.userId, 300);
    const staff = await signInAsStaff(ctx, 'owner');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${placed.order.id}/payments`,
      headers: staff.headers,
      payload: { kind: 'balance', method: 'cash', amount: 500, reference: 'C-1', useCredit: true },
    });
    expect(res.statusCode).toBe(200);
    const entries = res.json().ledger.entries as { kind: string; amount: number; method: string }[];
    expect(entries.slice(-2).map((e) => [e.kind, e.amount, e.method])).toEqual([
      ['credit_spent', -300, 'credit'],
      ['balance', -200, 'cash'],
    ]);
    expect(res.json().ledger.summary.due).toBe(totals.balance - 500);
    expect((await myCredit(who)).balance).toBe(0);
    const audit = await one<{ after: { fromCredit: number } }>(sql`select after from audit_log
      where action = 'order.payment' and order_id = ${placed.order.id}`);
    expect(audit.after.fromCredit).toBe(300);
  });
});
