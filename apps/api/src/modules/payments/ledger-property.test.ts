import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { type SignedInStaff, signInAsStaff } from '../../test-support/staff.ts';
import { placedRental } from '../../test-support/staff-orders.ts';
import { orderLedger } from './ledger.ts';

let ctx: TestContext;
let owner: SignedInStaff;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signInAsStaff(ctx, 'owner');
});
afterAll(() => ctx.close());

type Money = {
  total: number;
  advance: number;
  paidOnline: number;
  counter: number;
  refunded: number;
  credited: number;
};

/** The order's entries summed by the database, apart from the shared rule. */
async function storedSum(orderId: string): Promise<number> {
  const result = await ctx.app.db.execute<{ sum: number; due: number }>(
    sql`select coalesce(sum(e.amount), 0)::int as sum, o.due from orders o
        left join ledger_entries e on e.order_id = o.id where o.id = ${orderId} group by o.id`,
  );
  const [row] = result.rows;
  // What the order says it owes (kept by the database with each entry) is what its entries say.
  expect(row?.due).toBe(row?.sum);
  return Number(row?.sum ?? 0);
}

/** What the ledger must say, worked out from the order's amounts and what was done to it. */
async function checkLedger(orderId: string, state: 'unpaid' | 'paid' | 'cancelled', money: Money) {
  const { entries, summary } = await orderLedger(ctx.app.db, orderId);
  const sum = await storedSum(orderId);
  expect(summary.due - summary.refundable).toBe(sum);
  expect(Math.min(summary.due, summary.refundable)).toBe(0);
  expect(summary.paid).toBe(money.paidOnline + money.counter);
  expect(summary.refunded).toBe(money.refunded + money.credited);
  const totals = entries.filter((e) => e.kind === 'order_total').reduce((s, e) => s + e.amount, 0);
  expect(totals).toBe(money.total);
  if (state === 'unpaid') expect(summary.due).toBe(money.total);
  if (state === 'paid') expect(summary.due).toBe(money.total - money.advance - money.counter);
  // A cancelled order owes nothing: its advance was kept or became credit, counter money goes back.
  if (state === 'cancelled') {
    expect(summary.due).toBe(0);
    expect(summary.refundable).toBe(money.counter - money.refunded);
  }
}

const plan = fc.record({
  pay: fc.boolean(),
  counterQuarters: fc.integer({ min: 0, max: 4 }),
  method: fc.constantFrom('upi', 'cash', 'card'),
  cancel: fc.boolean(),
  refund: fc.boolean(),
  eventInDays: fc.integer({ min: 5, max: 40 }),
  women: fc.boolean(),
});

describe('the ledger never disagrees with itself', () => {
  it('places, pays, takes counter money, cancels and refunds many orders; due and refundable match the entries', async () => {
    await fc.assert(
      fc.asyncProperty(plan, async (p) => {
        const rental = await placedRental(ctx, {
          paid: p.pay,
          eventInDays: p.eventInDays,
          kind: p.women ? 'women' : 'men',
        });
        const url = `/api/staff/orders/${rental.orderId}`;
        const order = (await ctx.app.inject({ method: 'GET', url, headers: owner.headers })).json();
        const money: Money = {
          total: order.amounts.total,
          advance: order.amounts.advance,
          paidOnline: 0,
          counter: 0,
          refunded: 0,
          credited: 0,
        };
        if (!p.pay) {
          await checkLedger(rental.orderId, 'unpaid', money);
          const counter = await ctx.app.inject({
            method: 'POST',
            url: `${url}/payments`,
            headers: owner.headers,
            payload: { kind: 'payment', method: p.method, amount: money.total + 1 },
          });
          expect(counter.statusCode).toBe(409);
        } else {
          money.paidOnline = money.advance;
          await checkLedger(rental.orderId, 'paid', money);
          const amount = Math.floor(((money.total - money.advance) * p.counterQuarters) / 4);
          if (amount > 0) {
            const res = await ctx.app.inject({
              method: 'POST',
              url: `${url}/payments`,
              headers: owner.headers,
              payload: { kind: 'balance', method: p.method, amount, reference: 'R' },
            });
            expect(res.statusCode).toBe(200);
            money.counter = amount;
          }
          await checkLedger(rental.orderId, 'paid', money);
        }
        if (!p.cancel) return;
        const cancelled = await ctx.app.inject({
          method: 'POST',
          url: `${url}/cancel`,
          headers: owner.headers,
          payload: {},
        });
        expect(cancelled.statusCode).toBe(200);
        // A paid advance is either kept or given back as store credit, by the policy: one entry, the advance.
        const policy = (cancelled.json().ledger.entries as { kind: string; amount: number }[]).filter(
          (e) => e.kind === 'cancellation_credit' || e.kind === 'advance_kept',
        );
        expect(policy.map((e) => e.amount)).toEqual(p.pay ? [money.advance] : []);
        if (policy[0]?.kind === 'cancellation_credit') money.credited = money.advance;
        await checkLedger(rental.orderId, 'cancelled', money);
        if (!p.refund) return;
        const refund = await ctx.app.inject({
          method: 'POST',
          url: `${url}/refund`,
          headers: owner.headers,
          payload: { method: p.method, reference: 'RF' },
        });
        expect(refund.statusCode).toBe(money.counter > 0 ? 200 : 409);
        money.refunded = money.counter;
        await checkLedger(rental.orderId, 'cancelled', money);
      }),
      { numRuns: 14 },
    );
    // Fourteen orders through the whole API: more than the default time on a busy machine.
  }, 120_000);
});

describe('what an order owes', () => {
  // Each entry adds itself to its order's due as it is written, except into an order of the same
  // transaction whose due already counts every entry (migration 0031). Batches of one statement,
  // several statements in one transaction, amounts that cancel out: due is always the sum.
  it('is the sum of its entries, however they are written in one transaction', async () => {
    const rental = await placedRental(ctx, { paid: false, eventInDays: 20, kind: 'men' });
    const [orderRow] = (
      await ctx.app.db.execute<{ userId: string }>(
        sql`select user_id as "userId" from orders where id = ${rental.orderId}`,
      )
    ).rows;
    const amount = fc.integer({ min: -500, max: 500 });
    const statement = fc.oneof(
      fc.array(amount, { minLength: 1, maxLength: 4 }),
      amount.map((a) => [a, -a]),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(statement, { minLength: 1, maxLength: 4 }), async (statements) => {
        await ctx.app.db.transaction(async (tx) => {
          for (const amounts of statements) {
            await tx.execute(sql`insert into ledger_entries (order_id, user_id, kind, amount)
              select ${rental.orderId}::uuid, ${orderRow?.userId}::uuid, 'adjustment', a
              from unnest(${`{${amounts.join(',')}}`}::int[]) as a`);
          }
        });
        await storedSum(rental.orderId);
      }),
      { numRuns: 25 },
    );
  });
});
