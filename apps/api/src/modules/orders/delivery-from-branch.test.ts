import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { ADDRESS, eventIn, pickPiece, placeOrder, rentIntoCart } from '../../test-support/commerce.ts';
import { createCustomer } from '../../test-support/customers.ts';
import { branchServes, isServiceable } from '../location/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Branch = { id: number; name: string; pincode: string };

/** A piece, its branch, a pincode its branch serves and one only another branch serves. */
async function pieceAndPincodes() {
  const piece = await pickPiece(ctx, 'men');
  const branches = (await ctx.app.db.execute<Branch>(sql`select id, name, pincode from branches order by id`))
    .rows;
  const home = branches.find((b) => b.id === piece.branchId);
  if (!home) throw new Error('the piece has no branch');
  let elsewhere: Branch | undefined;
  for (const b of branches) {
    if (elsewhere || b.id === piece.branchId) continue;
    const servedElsewhere = await isServiceable(ctx.app.db, b.pincode);
    if (servedElsewhere && !(await branchServes(ctx.app.db, piece.branchId, b.pincode))) elsewhere = b;
  }
  expect(await branchServes(ctx.app.db, piece.branchId, home.pincode)).toBe(true);
  if (!elsewhere) throw new Error('the demo shop has no branch out of reach of another');
  return { piece, home, elsewhere };
}

describe('home delivery is decided by the branch that holds the piece', () => {
  it('the pincode answer for a piece says its branch does not deliver where only another branch does', async () => {
    const { piece, home, elsewhere } = await pieceAndPincodes();
    const anyBranch = await ctx.app.inject({ url: `/api/pincodes/${elsewhere.pincode}` });
    expect(anyBranch.json()).toMatchObject({ serviceable: true, serviceability: 'yes' });

    const forPiece = await ctx.app.inject({
      url: `/api/pincodes/${elsewhere.pincode}?product=${piece.code}`,
    });
    expect(forPiece.statusCode).toBe(200);
    expect(forPiece.json()).toMatchObject({
      serviceable: false,
      serviceability: 'no',
      pieceBranch: { name: home.name },
    });
    const near = await ctx.app.inject({ url: `/api/pincodes/${home.pincode}?product=${piece.code}` });
    expect(near.json()).toMatchObject({ serviceable: true, pieceBranch: { name: home.name } });

    const unknown = await ctx.app.inject({ url: `/api/pincodes/${home.pincode}?product=NO-SUCH-PIECE` });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses to place a home delivery there, offering pickup at the piece branch; pickup and a near pincode are taken', async () => {
    const { piece, home, elsewhere } = await pieceAndPincodes();
    const who = await createCustomer(ctx);
    await rentIntoCart(ctx, who, piece, eventIn(ctx, 37));

    const far = await placeOrder(ctx, who, {
      deliveryType: 'home',
      address: { ...ADDRESS, zipCode: elsewhere.pincode },
    });
    expect(far.statusCode).toBe(400);
    const words = `Service Not Available: ${home.name} does not deliver to ${elsewhere.pincode}. Choose store pickup at ${home.name}.`;
    expect(far.json().error).toMatchObject({ message: words, fields: { 'address.zipCode': words } });

    const near = await placeOrder(ctx, who, {
      deliveryType: 'home',
      address: { ...ADDRESS, zipCode: home.pincode },
    });
    expect(near.statusCode).toBe(201);
  });

  it('takes store pickup at the piece branch whatever the address pincode', async () => {
    const { piece, elsewhere } = await pieceAndPincodes();
    const who = await createCustomer(ctx);
    await rentIntoCart(ctx, who, piece, eventIn(ctx, 39));
    const pickup = await placeOrder(ctx, who, {
      deliveryType: 'pickup',
      address: { ...ADDRESS, zipCode: elsewhere.pincode },
    });
    expect(pickup.statusCode).toBe(201);
  });
});
