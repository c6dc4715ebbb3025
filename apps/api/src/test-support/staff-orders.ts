import { eq } from 'drizzle-orm';
import { branches } from '../db/schema/index.ts';
import type { TestContext } from './app.ts';
import { eventIn, type Piece, payOrder, pickPiece, placeOrder, rentIntoCart } from './commerce.ts';
import { type Customer, createCustomer } from './customers.ts';

export type PlacedRental = {
  who: Customer;
  orderId: string;
  billNo: string;
  piece: Piece;
  branchCode: string;
};

/** A customer's rental, placed and (unless `paid: false`) its advance paid through the local gateway. */
export async function placedRental(
  ctx: TestContext,
  opts: { paid?: boolean; eventInDays?: number; kind?: 'men' | 'women' } = {},
): Promise<PlacedRental> {
  const who = await createCustomer(ctx);
  const piece = await pickPiece(ctx, opts.kind ?? 'men');
  await rentIntoCart(ctx, who, piece, eventIn(ctx, opts.eventInDays ?? 20));
  const placed = await placeOrder(ctx, who);
  if (placed.statusCode !== 201) throw new Error(`place order answered ${placed.statusCode} ${placed.body}`);
  const { order, payment } = placed.json() as {
    order: { id: string; billNo: string };
    payment: { gatewayOrderId: string };
  };
  if (opts.paid !== false) {
    const paid = await payOrder(ctx, who, order.id, payment.gatewayOrderId);
    if (paid.statusCode !== 200) throw new Error(`pay answered ${paid.statusCode} ${paid.body}`);
  }
  const [branch] = await ctx.app.db
    .select({ code: branches.code })
    .from(branches)
    .where(eq(branches.id, piece.branchId));
  if (!branch) throw new Error('the piece has no branch');
  return { who, orderId: order.id, billNo: order.billNo, piece, branchCode: branch.code };
}
