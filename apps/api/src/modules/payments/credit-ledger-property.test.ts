import { todayInIndia } from '@vastra/shared/rules';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { eventIn, payOrder, pickPiece, placeOrder, rentIntoCart } from '../../test-support/commerce.ts';
import { grantCredit } from '../../test-support/credit.ts';
import { type Customer, createCustomer } from '../../test-support/customers.ts';
import { type SignedInStaff, signInAsStaff } from '../../test-support/staff.ts';
import { releaseLapsedHolds } from '../orders/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const HOLD_MS = 15 * 60_000;

type Placed = { id: string; who: Customer; gatewayOrderId: string | null };

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = await ctx.app.db.execute(query);
  return result.rows[0] as T;
}

/** The order's entries summed by the database, apart from the shared rule. */
const ledgerSum = async (orderId: string) =>
  Number(
    (
      await one<{ n: number }>(
        sql`select coalesce(sum(amount), 0)::int as n from ledger_entries where order_id = ${orderId}`,
      )
    ).n,
  );

/** What the customer's order page and the staff order detail say, against the entries. */
async function checkOrder(order: Placed, owner: SignedInStaff): Promise<void> {
  const sum = await ledgerSum(order.id);
  const mine = await ctx.app.inject({
    method: 'GET',
    url: `/api/orders/${order.id}`,
    headers: order.who.headers,
  });
  const staff = await ctx.app.inject({
    method: 'GET',
    url: `/api/staff/orders/${order.id}`,
    headers: owner.headers,
  });
  expect(mine.statusCode).toBe(200);
  expect(staff.statusCode).toBe(200);
  const expected = { due: Math.max(0, sum), refundable: Math.max(0, -sum) };
  expect(mine.json().money).toMatchObject(expected);
  expect(staff.json().ledger.summary).toMatchObject(expected);
  // The order's words: what its entries say was paid from credit or given back to it.
  const entries = mine.json().ledger as { kind: string; amount: number }[];
  const creditInLedger = entries
    .filter((e) => e.kind === 'credit_spent' || e.kind === 'credit_returned')
    .reduce((s, e) => s - e.amount, 0);
  const grantedInLedger = entries
    .filter((e) => e.kind === 'cancellation_credit')
    .reduce((s, e) => s + e.amount, 0);
  // The customer's credit ledger says the same of this order.
  const held = await one<{ held: number; granted: number }>(sql`select
      coalesce(-sum(amount) filter (where grant_id is not null), 0)::int as held,
      coalesce(sum(amount) filter (where grant_id is null), 0)::int as granted
    from store_credits where order_id = ${order.id}`);
  expect(Number(held.held)).toBe(creditInLedger);
  expect(Number(held.granted)).toBe(grantedInLedger);
  // An order that ended unpaid holds no credit.
  const { status, paymentStatus } = mine.json();
  if (paymentStatus === 'Pending' && status !== 'pending_payment') expect(creditInLedger).toBe(0);
}

/** The balance is what the grants gave, less what was taken from them (net of returns) and what expired. */
async function checkCredit(who: Customer, owner: SignedInStaff): Promise<void> {
  const today = todayInIndia(ctx.clock.now);
  const grants = (
    await ctx.app.db.execute<{ amount: number; taken: number; expired: boolean }>(sql`
      select g.amount, coalesce(-(select sum(s.amount) from store_credits s where s.grant_id = g.id), 0)::int as taken,
        g.expires_on < ${today} as expired
      from store_credits g where g.user_id = ${who.userId} and g.grant_id is null`)
  ).rows.map((g) => ({ amount: Number(g.amount), taken: Number(g.taken), expired: g.expired }));
  for (const g of grants) {
    expect(g.taken).toBeGreaterThanOrEqual(0);
    expect(g.taken).toBeLessThanOrEqual(g.amount);
  }
  const given = grants.reduce((s, g) => s + g.amount, 0);
  const spent = grants.reduce((s, g) => s + g.taken, 0);
  const lapsed = grants.filter((g) => g.expired).reduce((s, g) => s + g.amount - g.taken, 0);
  const mine = await ctx.app.inject({ method: 'GET', url: '/api/me/credit', headers: who.headers });
  const staff = await ctx.app.inject({
    method: 'GET',
    url: `/api/staff/customers/${who.userId}/credit`,
    headers: owner.headers,
  });
  expect(mine.json().balance).toBe(given - spent - lapsed);
  expect(staff.json().balance).toBe(given - spent - lapsed);
}

const grantArb = fc.record({
  amount: fc.integer({ min: 1, max: 6000 }),
  validDays: fc.integer({ min: -5, max: 200 }),
  daysAgo: fc.integer({ min: 1, max: 300 }),
});

const actionArb = fc.record({
  act: fc.constantFrom(
    'place',
    'place',
    'pay',
    'pay',
    'lapse',
    'cancel',
    'staffCancel',
    'counter',
    'refund',
    'grant',
  ),
  who: fc.nat(1),
  pick: fc.nat(7),
  useCredit: fc.constantFrom(true, true, true, false),
  women: fc.boolean(),
  days: fc.integer({ min: 3, max: 40 }),
  amount: fc.integer({ min: 1, max: 5000 }),
  method: fc.constantFrom('upi', 'cash', 'card'),
  online: fc.boolean(),
});

// Each customer has some credit to spend, and perhaps more grants, some of them expired.
const liveGrantArb = fc.record({
  amount: fc.integer({ min: 100, max: 6000 }),
  validDays: fc.integer({ min: 1, max: 200 }),
  daysAgo: fc.integer({ min: 1, max: 100 }),
});
const grantsArb = fc
  .tuple(liveGrantArb, fc.array(grantArb, { maxLength: 2 }))
  .map(([live, more]) => [live, ...more]);
const runArb = fc.record({
  grants: fc.tuple(grantsArb, grantsArb),
  actions: fc.array(actionArb, { minLength: 3, maxLength: 8 }),
});

type Action = (typeof actionArb extends fc.Arbitrary<infer A> ? A : never) & { act: string };

/** Does one step of the run; every answer must be one a caller expects (never a 5xx). */
async function act(a: Action, who: Customer[], orders: Placed[], owner: SignedInStaff): Promise<void> {
  const customer = who[a.who] as Customer;
  const order = orders.length > 0 ? orders[a.pick % orders.length] : undefined;
  const staffUrl = order ? `/api/staff/orders/${order.id}` : '';
  const post = (url: string, payload: object, headers = owner.headers) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });
  switch (a.act) {
    case 'place': {
      if (orders.length >= 3) return;
      const piece = await pickPiece(ctx, a.women ? 'women' : 'men');
      // A new booking of its own: what an unpaid order left in the cart is cleared first.
      await ctx.app.db.execute(sql`delete from cart_items where user_id = ${customer.userId}`);
      await rentIntoCart(ctx, customer, piece, eventIn(ctx, a.days));
      const res = await placeOrder(ctx, customer, { useCredit: a.useCredit });
      expect(res.statusCode).toBe(201);
      const { order: placed, payment } = res.json();
      orders.push({ id: placed.id, who: customer, gatewayOrderId: payment?.gatewayOrderId ?? null });
      return;
    }
    case 'pay': {
      if (!order?.gatewayOrderId) return;
      const res = await payOrder(ctx, order.who, order.id, order.gatewayOrderId);
      expect([200, 409]).toContain(res.statusCode);
      return;
    }
    case 'lapse':
      ctx.clock.advance(HOLD_MS + 60_000);
      await releaseLapsedHolds(ctx.app.db, ctx.clock.now);
      return;
    case 'cancel':
      if (!order) return;
      expect([200, 409]).toContain(
        (await post(`/api/orders/${order.id}/cancel`, {}, order.who.headers)).statusCode,
      );
      return;
    case 'staffCancel':
      if (!order) return;
      expect([200, 409]).toContain((await post(`${staffUrl}/cancel`, {})).statusCode);
      return;
    case 'counter': {
      if (!order) return;
      const res = await post(`${staffUrl}/payments`, {
        kind: 'balance',
        method: a.method,
        amount: a.amount,
        reference: 'R1',
        useCredit: a.useCredit,
      });
      expect([200, 409]).toContain(res.statusCode);
      return;
    }
    case 'refund': {
      if (!order) return;
      const res = await post(`${staffUrl}/refund`, a.online ? {} : { method: a.method, reference: 'RF1' });
      expect([200, 400, 409]).toContain(res.statusCode);
      return;
    }
    case 'grant': {
      const res = await post(`/api/staff/customers/${customer.userId}/credit`, {
        amount: a.amount,
        reason: 'Goodwill for the test',
      });
      expect(res.statusCode).toBe(200);
      return;
    }
  }
}

describe('the ledger never disagrees with itself, with store credit', () => {
  it('places, pays, lapses, cancels, spends credit, takes counter money and refunds; every sum agrees', async () => {
    await fc.assert(
      fc.asyncProperty(runArb, async (run) => {
        const owner = await signInAsStaff(ctx, 'owner');
        const who = [await createCustomer(ctx), await createCustomer(ctx)];
        for (const [i, grants] of run.grants.entries())
          for (const g of grants) await grantCredit(ctx, (who[i] as Customer).userId, g.amount, g);
        const orders: Placed[] = [];
        for (const a of run.actions) await act(a, who, orders, owner);
        // Time passes: what was left unpaid lapses.
        ctx.clock.advance(HOLD_MS + 60_000);
        await releaseLapsedHolds(ctx.app.db, ctx.clock.now);
        for (const order of orders) await checkOrder(order, owner);
        for (const customer of who) await checkCredit(customer, owner);
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
