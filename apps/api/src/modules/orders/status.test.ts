import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { eventIn, payOrder, pickPiece, placeOrder, rentIntoCart } from '../../test-support/commerce.ts';
import { createCustomer } from '../../test-support/customers.ts';
import { changeOrderStatus } from './status.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function statusOf(orderId: string): Promise<string> {
  const found = await ctx.app.db.execute<{ status: string }>(
    sql`select status from orders where id = ${orderId}`,
  );
  return found.rows[0]!.status;
}

async function paidOrder(): Promise<string> {
  const who = await createCustomer(ctx);
  await rentIntoCart(ctx, who, await pickPiece(ctx, 'men'), eventIn(ctx, 40));
  const placed = (await placeOrder(ctx, who)).json();
  const paid = await payOrder(ctx, who, placed.order.id, placed.payment.gatewayOrderId);
  expect(paid.statusCode).toBe(200);
  return placed.order.id as string;
}

describe('changing an order status', () => {
  it('refuses a move the lifecycle table does not list, with a 409 conflict', async () => {
    const orderId = await paidOrder();
    const move = changeOrderStatus(ctx.app.db, orderId, { from: 'paid', to: 'pending_payment' });
    await expect(move).rejects.toBeInstanceOf(AppError);
    await expect(move).rejects.toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(await statusOf(orderId)).toBe('paid');
  });

  it('moves only orders still in the status the writer saw', async () => {
    const orderId = await paidOrder();
    const stale = await changeOrderStatus(ctx.app.db, orderId, { from: 'pending_payment', to: 'expired' });
    expect(stale).toEqual([]);
    expect(await statusOf(orderId)).toBe('paid');
    const moved = await changeOrderStatus(ctx.app.db, orderId, { from: 'paid', to: 'cancelled' });
    expect(moved).toEqual([orderId]);
    expect(await statusOf(orderId)).toBe('cancelled');
  });
});
