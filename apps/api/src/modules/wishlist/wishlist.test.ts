import { rentalDates } from '@vastra/shared/rules';
import { COMMERCE_MESSAGES, DEFAULT_SETTINGS } from '@vastra/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { eventIn, pickPiece, rentIntoCart } from '../../test-support/commerce.ts';
import { type Customer, createCustomer, saveMeasurements } from '../../test-support/customers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (who: Customer, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

const codes = (body: { items: { product: { code: string } }[] }) => body.items.map((i) => i.product.code);

describe('the wishlist', () => {
  it('needs a login', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/wishlist' })).statusCode).toBe(401);
    const add = await ctx.app.inject({ method: 'POST', url: '/api/wishlist', payload: { code: 'X' } });
    expect(add.statusCode).toBe(401);
  });

  it('holds a code once: adding it again answers the same list', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    const first = await call(who, 'POST', '/api/wishlist', { code: piece.code });
    expect(first.statusCode).toBe(201);
    const again = await call(who, 'POST', '/api/wishlist', { code: piece.code.toLowerCase() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(codes(first.json())).toEqual([piece.code]);
    const item = first.json().items[0].product;
    expect(item).toMatchObject({ code: piece.code, type: 'rent', rent: piece.baseRent, isOnline: true });
    expect(item).toHaveProperty('imageKey');
    expect(item).toHaveProperty('mrp');
    expect(item).toHaveProperty('sizeLabel');
  });

  it('removes by code, and removing twice is not an error', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'buy');
    await call(who, 'POST', '/api/wishlist', { code: piece.code });
    const removed = await call(who, 'DELETE', `/api/wishlist/${piece.code}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items).toEqual([]);
    expect((await call(who, 'DELETE', `/api/wishlist/${piece.code}`)).statusCode).toBe(200);
    expect((await call(who, 'POST', '/api/wishlist', { code: 'NOPE999' })).statusCode).toBe(404);
  });

  it("keeps each customer's list apart", async () => {
    const a = await createCustomer(ctx);
    const b = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'women');
    await call(a, 'POST', '/api/wishlist', { code: piece.code });
    expect((await call(b, 'GET', '/api/wishlist')).json().items).toEqual([]);
  });
});

describe('moving from the wishlist to the cart', () => {
  it('fills missing sizes from the saved measurements and leaves the wishlist', async () => {
    const who = await createCustomer(ctx);
    await saveMeasurements(ctx, who.userId);
    const piece = await pickPiece(ctx, 'women');
    await call(who, 'POST', '/api/wishlist', { code: piece.code });
    const eventDate = eventIn(ctx, 21);
    const res = await call(who, 'POST', `/api/wishlist/${piece.code}/move-to-cart`, {
      eventDate,
      measurements: { topBust: 36 },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(COMMERCE_MESSAGES.addedToCart);
    expect(body.wishlist.items).toEqual([]);
    expect(body.cart.items).toHaveLength(1);
    expect(body.cart.items[0]).toMatchObject({
      period: DEFAULT_SETTINGS.rental.defaultPeriod,
      eventDate,
      ...rentalDates(eventDate, DEFAULT_SETTINGS.rental.defaultPeriod, DEFAULT_SETTINGS.rental),
      // The given bust wins; the rest of the women's set comes from the account; no men's sizes.
      measurements: { topBust: 36, topWaist: 28, topSleeves: 20, chaniyaLength: 41 },
    });
  });

  it('refuses when the cart is full, and keeps the wishlist item', async () => {
    const who = await createCustomer(ctx);
    await saveMeasurements(ctx, who.userId);
    for (let n = 0; n < DEFAULT_SETTINGS.cart.maxItems; n++) {
      await rentIntoCart(ctx, who, await pickPiece(ctx, 'men'), eventIn(ctx, 30));
    }
    const wished = await pickPiece(ctx, 'men');
    await call(who, 'POST', '/api/wishlist', { code: wished.code });
    const res = await call(who, 'POST', `/api/wishlist/${wished.code}/move-to-cart`, {
      eventDate: eventIn(ctx, 30),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Your cart is full. Please remove an item before adding a new one.',
    );
    expect(codes((await call(who, 'GET', '/api/wishlist')).json())).toEqual([wished.code]);
  });

  it('asks for sizes when neither the request nor the account has them', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    await call(who, 'POST', '/api/wishlist', { code: piece.code });
    const res = await call(who, 'POST', `/api/wishlist/${piece.code}/move-to-cart`, {
      eventDate: eventIn(ctx, 30),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(COMMERCE_MESSAGES.measurementsIncomplete);
    expect(codes((await call(who, 'GET', '/api/wishlist')).json())).toEqual([piece.code]);
  });

  it('answers 404 for a piece that is not in the wishlist', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'buy');
    const res = await call(who, 'POST', `/api/wishlist/${piece.code}/move-to-cart`, {});
    expect(res.statusCode).toBe(404);
  });

  it('moves a purchase without dates', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'buy');
    await call(who, 'POST', '/api/wishlist', { code: piece.code });
    const res = await call(who, 'POST', `/api/wishlist/${piece.code}/move-to-cart`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.items[0]).toMatchObject({ eventDate: null, period: null });
  });
});
