import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { eventIn, payOrder, pickPiece, placeOrder, rentIntoCart } from '../../test-support/commerce.ts';
import { createCustomer } from '../../test-support/customers.ts';
import { orderLedger } from './ledger.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function lineStatuses(orderId: string): Promise<string[]> {
  const rows = await ctx.app.db.query.orderLines.findMany({ where: (l, { eq }) => eq(l.orderId, orderId) });
  return rows.map((r) => r.status);
}

describe("an order's ledger as the customer places, pays and cancels", () => {
  it('owes the total once placed, the balance once the advance is paid, nothing after a cancellation for credit', async () => {
    const who = await createCustomer(ctx);
    await rentIntoCart(ctx, who, await pickPiece(ctx, 'men'), eventIn(ctx, 40));
    const placed = (await placeOrder(ctx, who)).json();
    const id = placed.order.id as string;
    const { total, advance } = placed.order.amounts as { total: number; advance: number };

    expect((await orderLedger(ctx.app.db, id)).summary.due).toBe(total);
    expect(await lineStatuses(id)).toEqual(['held']);

    await payOrder(ctx, who, id, placed.payment.gatewayOrderId);
    const paid = await orderLedger(ctx.app.db, id);
    expect(paid.summary).toMatchObject({ due: total - advance, paid: advance, refundable: 0 });
    expect(paid.entries.map((e) => e.kind)).toEqual(['order_total', 'advance']);
    expect(await lineStatuses(id)).toEqual(['confirmed']);

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/cancel`,
      headers: who.headers,
    });
    expect(cancelled.json().refund.kind).toBe('store_credit');
    const after = await orderLedger(ctx.app.db, id);
    expect(after.summary).toMatchObject({ due: 0, refundable: 0, refunded: advance });
    expect(after.entries.map((e) => e.kind)).toEqual([
      'order_total',
      'advance',
      'cancellation',
      'cancellation_credit',
    ]);
    expect(await lineStatuses(id)).toEqual(['cancelled']);
  });
});
