import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { eventIn, pickPiece, placeOrder, rentIntoCart } from '../../test-support/commerce.ts';
import { type Customer, createCustomer } from '../../test-support/customers.ts';

// POST /api/orders checks the bearer's session in checkout's own first statement rather than in
// the auth hook (record 41): the same sessions must be refused, and the same ones kept alive.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function ordersOf(who: Customer): Promise<number> {
  const { rows } = await ctx.app.db.execute<{ n: number }>(
    sql`select count(*)::int as n from orders where user_id = ${who.userId}`,
  );
  return Number(rows[0]?.n);
}

/** A customer with a piece in the cart, ready to check out. */
async function readyToPay(): Promise<Customer> {
  const who = await createCustomer(ctx);
  await rentIntoCart(ctx, who, await pickPiece(ctx, 'men'), eventIn(ctx, 40));
  return who;
}

describe('the session of a checkout', () => {
  it('refuses a logged-out, expired or idle session with the 401 of every private address, and places nothing', async () => {
    const loggedOut = await readyToPay();
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: loggedOut.headers });
    expect(out.statusCode).toBe(204);

    const expired = await readyToPay();
    await ctx.app.db.execute(
      sql`update sessions set expires_at = ${ctx.clock.now.toISOString()} where user_id = ${expired.userId}`,
    );

    const idle = await readyToPay();
    const longAgo = new Date(ctx.clock.now.getTime() - 31 * 24 * 3600_000).toISOString();
    await ctx.app.db.execute(
      sql`update sessions set last_seen_at = ${longAgo} where user_id = ${idle.userId}`,
    );

    for (const who of [loggedOut, expired, idle]) {
      const res = await placeOrder(ctx, who);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
      // A dead token gets 401 before anything else (api.md), also with a form that is not valid
      // or without an Idempotency-Key, which are refused before checkout's own statement runs.
      const blank = await placeOrder(ctx, who, { address: {} });
      expect(blank.statusCode).toBe(401);
      const keyless = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: who.headers,
        payload: { address: {}, deliveryType: 'pickup' },
      });
      expect(keyless.statusCode).toBe(401);
      expect(keyless.json().error.code).toBe('UNAUTHENTICATED');
      expect(await ordersOf(who)).toBe(0);
    }
    // The same customer, logged in again, places the order: nothing of the refused one is in the way.
    const again = await createCustomer(ctx);
    await ctx.app.db.execute(
      sql`update sessions set user_id = ${loggedOut.userId} where user_id = ${again.userId}`,
    );
    const placed = await placeOrder(ctx, { ...loggedOut, headers: again.headers });
    expect(placed.statusCode).toBe(201);
    expect(await ordersOf(loggedOut)).toBe(1);
  });

  it('places the order for the customer of the session, and keeps a quiet session alive as any request does', async () => {
    const who = await readyToPay();
    const other = await readyToPay();
    const quietSince = new Date(ctx.clock.now.getTime() - 10 * 60_000);
    await ctx.app.db.execute(
      sql`update sessions set last_seen_at = ${quietSince.toISOString()} where user_id = ${who.userId}`,
    );

    const res = await placeOrder(ctx, who);
    expect(res.statusCode).toBe(201);
    expect(await ordersOf(who)).toBe(1);
    expect(await ordersOf(other)).toBe(0);
    const { rows } = await ctx.app.db.execute<{ seen: string }>(
      sql`select last_seen_at as seen from sessions where user_id = ${who.userId}`,
    );
    expect(new Date(rows[0]!.seen).getTime()).toBe(ctx.clock.now.getTime());
    // The order is theirs: it shows among their orders, not the other customer's.
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: who.headers });
    expect(mine.json().items.map((o: { id: string }) => o.id)).toEqual([res.json().order.id]);
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: other.headers });
    expect(theirs.json().items).toEqual([]);
  });
});
