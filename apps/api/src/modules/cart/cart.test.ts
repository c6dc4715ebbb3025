import {
  addDays,
  computeTotals,
  MESSAGES,
  refundableDeposit,
  rentalDates,
  rentForPeriod,
  todayInIndia,
} from '@vastra/shared/rules';
import { COMMERCE_MESSAGES, DEFAULT_SETTINGS } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { eventIn, MEN_SIZES, type Piece, pickPiece, rentIntoCart } from '../../test-support/commerce.ts';
import { type Customer, createCustomer, giveMembership } from '../../test-support/customers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const rules = DEFAULT_SETTINGS.rental;

async function product(id: number) {
  const result = await ctx.app.db.execute<{ baseRent: number; deposit: number | null; salePrice: number }>(
    sql`select base_rent as "baseRent", deposit, sale_price as "salePrice" from products where id = ${id}`,
  );
  return result.rows[0]!;
}

function getCart(who: Customer, query = '') {
  return ctx.app.inject({ method: 'GET', url: `/api/cart${query}`, headers: who.headers });
}

function addItem(who: Customer, payload: object) {
  return ctx.app.inject({ method: 'POST', url: '/api/cart/items', headers: who.headers, payload });
}

describe('the cart', () => {
  it('needs a login', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
    const add = await ctx.app.inject({ method: 'POST', url: '/api/cart/items', payload: { code: 'X' } });
    expect(add.statusCode).toBe(401);
  });

  it('prices a rental by the shared rules for every period and both delivery types', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    const eventDate = eventIn(ctx, 20);
    await rentIntoCart(ctx, who, piece, eventDate);
    const p = await product(piece.id);
    for (const period of [4, 6, 8, 10]) {
      const first = (await getCart(who)).json().items[0];
      const patched = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/cart/items/${first.id}`,
        headers: who.headers,
        payload: { period },
      });
      expect(patched.statusCode).toBe(200);
      for (const deliveryType of ['home', 'pickup'] as const) {
        const cart = (await getCart(who, `?deliveryType=${deliveryType}`)).json();
        const rent = rentForPeriod(p.baseRent, period, rules);
        const deposit = refundableDeposit({ deposit: p.deposit, baseRent: p.baseRent });
        const item = cart.items[0];
        expect(item).toMatchObject({ period, eventDate, rent, deposit, price: rent });
        expect(item).toMatchObject(rentalDates(eventDate, period, rules));
        const expected = computeTotals([{ type: 'rent', rent, deposit }], deliveryType, DEFAULT_SETTINGS, 0);
        expect(cart.totals).toEqual({ ...expected, memberDiscountPct: 0 });
        expect(cart.deliveryType).toBe(deliveryType);
      }
    }
  });

  it("applies an active membership's discount to the rent", async () => {
    const who = await createCustomer(ctx);
    await giveMembership(ctx, who.userId, 7);
    const piece = await pickPiece(ctx, 'men');
    await rentIntoCart(ctx, who, piece, eventIn(ctx, 25), 6);
    const p = await product(piece.id);
    const rent = rentForPeriod(p.baseRent, 6, rules);
    const deposit = refundableDeposit({ deposit: p.deposit, baseRent: p.baseRent });
    const cart = (await getCart(who)).json();
    expect(cart.totals).toEqual({
      ...computeTotals([{ type: 'rent', rent, deposit }], 'home', DEFAULT_SETTINGS, 7),
      memberDiscountPct: 7,
    });
    expect(cart.totals.discount).toBeGreaterThan(0);
  });

  it('ignores a membership whose year has ended', async () => {
    const who = await createCustomer(ctx);
    await giveMembership(ctx, who.userId, 10, -1);
    const piece = await pickPiece(ctx, 'men');
    await rentIntoCart(ctx, who, piece, eventIn(ctx, 25));
    expect((await getCart(who)).json().totals).toMatchObject({ discount: 0, memberDiscountPct: 0 });
  });

  it('prices a purchase at its sale price with the purchase advance', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'buy');
    const res = await addItem(who, { code: piece.code.toLowerCase() });
    expect(res.statusCode).toBe(201);
    const { salePrice } = await product(piece.id);
    const cart = res.json().cart;
    expect(cart.items[0]).toMatchObject({ price: salePrice, rent: null, deposit: 0, period: null });
    expect(cart.totals).toEqual({
      ...computeTotals([{ type: 'buy', price: salePrice }], 'home', DEFAULT_SETTINGS),
      memberDiscountPct: 0,
    });
    expect(cart.totals.advancePct).toBe(DEFAULT_SETTINGS.advance.buyPct);
  });

  it('holds cart.maxItems items: one more is refused, or goes to the wishlist from the rental page', async () => {
    const who = await createCustomer(ctx);
    const eventDate = eventIn(ctx, 30);
    const first = await pickPiece(ctx, 'men');
    await rentIntoCart(ctx, who, first, eventDate);
    for (let n = 1; n < DEFAULT_SETTINGS.cart.maxItems; n++) {
      await rentIntoCart(ctx, who, await pickPiece(ctx, 'men'), eventDate);
    }
    const second = await pickPiece(ctx, 'men');
    const again = await addItem(who, { code: first.code, eventDate, measurements: MEN_SIZES });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(COMMERCE_MESSAGES.alreadyInCart);
    const full = await addItem(who, { code: second.code, eventDate, measurements: MEN_SIZES });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'Your cart is full. Remove an item before adding a new one.',
    });
    const fallback = await addItem(who, {
      code: second.code,
      eventDate,
      measurements: MEN_SIZES,
      fallbackToWishlist: true,
    });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json()).toEqual({
      addedTo: 'wishlist',
      message: 'Your cart is full. This product was added to your wishlist instead.',
    });
    const wishlist = await ctx.app.inject({ method: 'GET', url: '/api/wishlist', headers: who.headers });
    expect(wishlist.json().items.map((i: { product: Piece }) => i.product.code)).toEqual([second.code]);
    expect((await getCart(who)).json().items).toHaveLength(DEFAULT_SETTINGS.cart.maxItems);
  });

  it('refuses bad rental choices with the spec messages', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    const today = todayInIndia(ctx.clock.now);

    const early = await addItem(who, {
      code: piece.code,
      eventDate: addDays(today, 1),
      measurements: MEN_SIZES,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe(MESSAGES.tooEarly(addDays(today, 1)));

    const period = await addItem(who, {
      code: piece.code,
      eventDate: eventIn(ctx, 9),
      period: 5,
      measurements: MEN_SIZES,
    });
    expect(period.statusCode).toBe(400);
    expect(period.json().error.fields.period).toBeDefined();

    const noDate = await addItem(who, { code: piece.code, measurements: MEN_SIZES });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().error.message).toBe(MESSAGES.eventDateRequired);

    const sizes = await addItem(who, {
      code: piece.code,
      eventDate: eventIn(ctx, 9),
      measurements: { pantLength: 40, chest: 38 },
    });
    expect(sizes.statusCode).toBe(400);
    expect(sizes.json().error.message).toBe('Please fill in all the measurement fields.');
    expect(Object.keys(sizes.json().error.fields).sort()).toEqual([
      'measurements.pantWaist',
      'measurements.sleeveLength',
    ]);

    const badJson = await addItem(who, { code: piece.code, eventDate: '2026-02-30' });
    expect(badJson.statusCode).toBe(400);

    const unknown = await addItem(who, { code: 'NOPE999' });
    expect(unknown.statusCode).toBe(404);

    const offline = await pickPiece(ctx, 'offline');
    const off = await addItem(who, {
      code: offline.code,
      eventDate: eventIn(ctx, 9),
      measurements: MEN_SIZES,
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().error.message).toBe(COMMERCE_MESSAGES.offline);

    expect((await getCart(who)).json().items).toEqual([]);
  });

  it('asks no measurements for accessories', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'accessory');
    const res = await addItem(who, { code: piece.code, eventDate: eventIn(ctx, 12) });
    expect(res.statusCode).toBe(201);
    expect(res.json().cart.items[0].measurements).toEqual({});
  });

  it('refuses dates on which the piece is booked (buffer day included)', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    const booked = rentalDates(eventIn(ctx, 40), 4, rules);
    await ctx.app.db.execute(sql`insert into bookings (product_id, status, source, delivery_date, return_date)
      values (${piece.id}, 'confirmed', 'store', ${booked.deliveryDate}, ${booked.returnDate})`);
    // Delivered the day after the return: that is the buffer day.
    const tooClose = addDays(booked.returnDate, 2);
    const res = await addItem(who, { code: piece.code, eventDate: tooClose, measurements: MEN_SIZES });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(MESSAGES.conflict);
    const free = await addItem(who, {
      code: piece.code,
      eventDate: addDays(tooClose, 1),
      measurements: MEN_SIZES,
    });
    expect(free.statusCode).toBe(201);
  });

  it('edits dates: a new delivery date moves the event and the return with it', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    await rentIntoCart(ctx, who, piece, eventIn(ctx, 15), 6);
    const item = (await getCart(who)).json().items[0];
    const deliveryDate = eventIn(ctx, 20);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/cart/items/${item.id}`,
      headers: who.headers,
      payload: { deliveryDate, remark: 'Please steam it' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({
      deliveryDate,
      eventDate: addDays(deliveryDate, rules.deliveryDaysBeforeEvent),
      returnDate: addDays(deliveryDate, 6 - 1),
      remark: 'Please steam it',
    });

    const both = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/cart/items/${item.id}`,
      headers: who.headers,
      payload: { deliveryDate, eventDate: deliveryDate },
    });
    expect(both.statusCode).toBe(400);

    const booked = rentalDates(eventIn(ctx, 50), 4, rules);
    await ctx.app.db.execute(sql`insert into bookings (product_id, status, source, delivery_date, return_date)
      values (${piece.id}, 'confirmed', 'store', ${booked.deliveryDate}, ${booked.returnDate})`);
    const clash = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/cart/items/${item.id}`,
      headers: who.headers,
      payload: { eventDate: eventIn(ctx, 50) },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(MESSAGES.conflict);
  });

  it("answers 404 for another customer's item and for a malformed id", async () => {
    const owner = await createCustomer(ctx);
    const other = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    await rentIntoCart(ctx, owner, piece, eventIn(ctx, 18));
    const item = (await getCart(owner)).json().items[0];
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await ctx.app.inject({
        method,
        url: `/api/cart/items/${item.id}`,
        headers: other.headers,
        ...(method === 'PATCH' ? { payload: { remark: 'x' } } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
    const bad = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/cart/items/not-a-uuid',
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(404);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/cart/items/${item.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items).toEqual([]);
    expect(removed.json().totals.total).toBe(0);
  });
});
