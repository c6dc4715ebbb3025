import { COMMERCE_MESSAGES } from '@vastra/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { activeBookings, MEN_SIZES, payOrder, pickPiece, placeOrder } from '../../test-support/commerce.ts';
import { type Customer, createCustomers } from '../../test-support/customers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function buyIntoCart(who: Customer, code: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/cart/items',
    headers: who.headers,
    payload: { code, measurements: MEN_SIZES },
  });
  expect(res.statusCode).toBe(201);
}

const listed = async (code: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/products?type=buy&q=${code}` }))
    .json()
    .items.map((p: { code: string }) => p.code);

describe('a pre-used piece is sold once', () => {
  it('two customers paying for the same piece at once: one order holds it, the other is refused', async () => {
    const piece = await pickPiece(ctx, 'buy');
    const [first, second] = await createCustomers(ctx, 2);
    if (!first || !second) throw new Error('no customers');
    await buyIntoCart(first, piece.code);
    await buyIntoCart(second, piece.code);
    const [a, b] = await Promise.all([placeOrder(ctx, first), placeOrder(ctx, second)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await activeBookings(ctx, piece.id)).toHaveLength(1);
    // The one refused is told the piece is gone (not that its dates are taken: it has none).
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().error).toMatchObject({ code: 'CONFLICT', message: COMMERCE_MESSAGES.unavailable });

    const winner = a.statusCode === 201 ? { who: first, res: a } : { who: second, res: b };
    const body = winner.res.json();
    const paid = await payOrder(ctx, winner.who, body.order.id, body.payment.gatewayOrderId);
    expect(paid.statusCode).toBe(200);
    // Sold: gone from the sale listing and from its product page.
    expect(await listed(piece.code)).not.toContain(piece.code);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/products/${piece.code}` })).statusCode).toBe(
      404,
    );

    // Cancelled: the piece is back in stock.
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${body.order.id}/cancel`,
      headers: winner.who.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await listed(piece.code)).toContain(piece.code);
    expect(await activeBookings(ctx, piece.id)).toHaveLength(0);
  });
});
