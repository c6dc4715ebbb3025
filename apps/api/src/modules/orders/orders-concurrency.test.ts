import { addDays, MESSAGES, rentalDates } from '@vastra/shared/rules';
import { DEFAULT_SETTINGS } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import {
  ADDRESS,
  activeBookings,
  eventIn,
  newKey,
  pickPiece,
  placeOrder,
  rentIntoCart,
} from '../../test-support/commerce.ts';
import { createCustomer, createCustomers } from '../../test-support/customers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const rules = DEFAULT_SETTINGS.rental;

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await ctx.app.db.execute<{ n: number }>(query);
  return result.rows[0]?.n ?? 0;
}

describe('customers ordering at the same moment', () => {
  it('50 orders for one piece on overlapping dates: exactly one holds it, 49 get 409', async () => {
    const piece = await pickPiece(ctx, 'men');
    const customers = await createCustomers(ctx, 50);
    const base = eventIn(ctx, 45);
    // Each customer's dates overlap the others' (events up to two days apart, 4-day rentals).
    for (const [i, who] of customers.entries()) await rentIntoCart(ctx, who, piece, addDays(base, i % 3));

    const replies = await Promise.all(customers.map((who) => placeOrder(ctx, who)));
    const created = replies.filter((r) => r.statusCode === 201);
    const refused = replies.filter((r) => r.statusCode === 409);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused)
      expect(r.json().error).toMatchObject({ code: 'CONFLICT', message: MESSAGES.conflict });

    const holds = await activeBookings(ctx, piece.id);
    expect(holds).toHaveLength(1);
    expect(holds[0]!.status).toBe('held');
    const ids = customers.map((c) => c.userId);
    const orders = await count(sql`select count(*)::int as n from orders
      where user_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    expect(orders).toBe(1);
    // Only the winner's address was kept on their profile for next time: a refused checkout
    // changes nothing of the customer's either.
    const saved = await count(sql`select count(*)::int as n from users
      where building = ${ADDRESS.building} and id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    expect(saved).toBe(1);
    // No stray rows at all from the refused transactions.
    const lines = await count(sql`select count(*)::int as n from order_lines where product_id = ${piece.id}`);
    expect(lines).toBe(1);
    expect(await count(sql`select count(*)::int as n from bookings where product_id = ${piece.id}`)).toBe(1);
  });

  it('adjacent rentals that respect the buffer day both succeed at once', async () => {
    const piece = await pickPiece(ctx, 'men');
    const [a, b] = await createCustomers(ctx, 2);
    const first = eventIn(ctx, 60);
    const span = rentalDates(first, 4, rules);
    // The day after the return is the buffer; the next rental may be delivered the day after it.
    const nextDelivery = addDays(span.returnDate, 2);
    const second = addDays(nextDelivery, rules.deliveryDaysBeforeEvent);
    await rentIntoCart(ctx, a!, piece, first);
    await rentIntoCart(ctx, b!, piece, second);
    const replies = await Promise.all([placeOrder(ctx, a!), placeOrder(ctx, b!)]);
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await activeBookings(ctx, piece.id)).toHaveLength(2);
  });

  it('a rental one day too close conflicts', async () => {
    const piece = await pickPiece(ctx, 'men');
    const [a, b] = await createCustomers(ctx, 2);
    const first = eventIn(ctx, 70);
    const span = rentalDates(first, 4, rules);
    // Delivered on the buffer day itself.
    const tooClose = addDays(addDays(span.returnDate, 1), rules.deliveryDaysBeforeEvent);
    await rentIntoCart(ctx, a!, piece, first);
    await rentIntoCart(ctx, b!, piece, tooClose);
    const replies = await Promise.all([placeOrder(ctx, a!), placeOrder(ctx, b!)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await activeBookings(ctx, piece.id)).toHaveLength(1);
  });

  it('one customer placing the same cart from four tabs at once: each is answered, one order holds the piece', async () => {
    const piece = await pickPiece(ctx, 'men');
    const who = await createCustomer(ctx);
    await rentIntoCart(ctx, who, piece, eventIn(ctx, 85));
    const replies = await Promise.all(Array.from({ length: 4 }, () => placeOrder(ctx, who)));
    // Each later checkout finds the earlier one's unpaid order and replaces it (record 37).
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const statuses = await ctx.app.db.execute<{ status: string }>(
      sql`select status from orders where user_id = ${who.userId} order by status`,
    );
    expect(statuses.rows.map((r) => r.status)).toEqual(['expired', 'expired', 'expired', 'pending_payment']);
    expect(await activeBookings(ctx, piece.id)).toHaveLength(1);
  });

  it('one Idempotency-Key sent five times at once makes one order', async () => {
    const piece = await pickPiece(ctx, 'men');
    const who = await createCustomer(ctx);
    await rentIntoCart(ctx, who, piece, eventIn(ctx, 80));
    const key = newKey();
    const replies = await Promise.all(Array.from({ length: 5 }, () => placeOrder(ctx, who, { key })));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(replies.map((r) => r.json().order.id));
    expect(ids.size).toBe(1);
    expect(await count(sql`select count(*)::int as n from orders where user_id = ${who.userId}`)).toBe(1);
    expect(await activeBookings(ctx, piece.id)).toHaveLength(1);
  });
});
