import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import {
  ADDRESS,
  eventIn,
  MEN_SIZES,
  type Piece,
  pickPiece,
  placeOrder,
  rentIntoCart,
} from '../../test-support/commerce.ts';
import { type Customer, createCustomer, giveMembership } from '../../test-support/customers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function pageOf(who: Customer, orderId: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function gatewayOrder(orderId: string) {
  const result = await ctx.app.db.execute<{ provider: string; gatewayOrderId: string; amountPaise: number }>(
    sql`select provider, gateway_order_id as "gatewayOrderId", amount_paise as "amountPaise"
      from payments where order_id = ${orderId}`,
  );
  return result.rows;
}

async function buyIntoCart(who: Customer, piece: Piece) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/cart/items',
    headers: who.headers,
    payload: { code: piece.code },
  });
  expect(res.statusCode).toBe(201);
}

// Checkout answers the order it has just written from the rows it wrote, without reading the
// order back (record 38): what it answers must be exactly what the order page then shows.
describe('the order checkout answers', () => {
  it('is the order page as GET /api/orders/{id} shows it, lines in the page’s order', async () => {
    const who = await createCustomer(ctx);
    const pieces = [await pickPiece(ctx, 'men'), await pickPiece(ctx, 'women'), await pickPiece(ctx, 'buy')];
    // Into the cart in the reverse of the page's order (product code), so the answer must sort.
    for (const piece of [...pieces].sort((a, b) => (a.code < b.code ? 1 : -1))) {
      if (piece.baseRent === null) await buyIntoCart(who, piece);
      else await rentIntoCart(ctx, who, piece, eventIn(ctx, 30), 6);
    }
    const placed = await placeOrder(ctx, who);
    expect(placed.statusCode).toBe(201);
    const { order, payment } = placed.json();
    expect(order.lines).toHaveLength(3);
    expect(order.timeline).toHaveLength(1);
    expect(order.ledger).toHaveLength(1);
    expect(order).toEqual(await pageOf(who, order.id));
    // Written owing its total at once (migration 0031), counted once.
    const owed = await ctx.app.db.execute<{ due: number }>(
      sql`select due from orders where id = ${order.id}`,
    );
    expect(owed.rows[0]?.due).toBe(order.amounts.total);
    expect(await gatewayOrder(order.id)).toEqual([
      {
        provider: payment.provider,
        gatewayOrderId: payment.gatewayOrderId,
        amountPaise: payment.amountPaise,
      },
    ]);
  });

  it('is the order page for a member’s rental with its discount', async () => {
    const who = await createCustomer(ctx);
    await giveMembership(ctx, who.userId, 10);
    const piece = await pickPiece(ctx, 'men');
    await rentIntoCart(ctx, who, piece, eventIn(ctx, 45), 4);
    const placed = await placeOrder(ctx, who, {
      address: {
        ...ADDRESS,
        road: '',
        phone2: '9800000001',
      },
    });
    expect(placed.statusCode).toBe(201);
    const { order } = placed.json();
    expect(order.amounts.discount).toBeGreaterThan(0);
    expect(order.lines[0].measurements).toEqual(MEN_SIZES);
    expect(order).toEqual(await pageOf(who, order.id));
  });
});
