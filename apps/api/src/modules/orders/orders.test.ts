import {
  addDays,
  computeTotals,
  formatOrderDate,
  MESSAGES,
  refundableDeposit,
  rentalDates,
  rentForPeriod,
  todayInIndia,
  toPaise,
} from '@vastra/shared/rules';
import { COMMERCE_MESSAGES, DEFAULT_SETTINGS } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import {
  ADDRESS,
  activeBookings,
  eventIn,
  newKey,
  payOrder,
  pickPiece,
  placeOrder,
  rentIntoCart,
} from '../../test-support/commerce.ts';
import { createCustomer } from '../../test-support/customers.ts';
import { isServiceable } from '../location/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const rules = DEFAULT_SETTINGS.rental;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await ctx.app.db.execute<T & Record<string, unknown>>(query)).rows as T[];
}

describe('placing an order', () => {
  it('needs a login and an Idempotency-Key', async () => {
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/orders', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const who = await createCustomer(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: who.headers,
      payload: { address: ADDRESS, deliveryType: 'pickup' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
    expect(res.json().error.fields).toHaveProperty('idempotency-key');
  });

  it('names every missing checkout field (road is optional)', async () => {
    const who = await createCustomer(ctx);
    const { road: _road, ...withoutRoad } = ADDRESS;
    const blank = { ...withoutRoad, firstName: '', landmark: ' ', zipCode: '12', email: 'nope' };
    const res = await placeOrder(ctx, who, { address: blank });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual([
      'address.email',
      'address.firstName',
      'address.landmark',
      'address.zipCode',
    ]);
  });

  it('sells a pre-used piece with the purchase advance, holding it while the customer pays', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'buy');
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: who.headers,
      payload: { code: piece.code },
    });
    expect(added.statusCode).toBe(201);
    const res = await placeOrder(ctx, who);
    expect(res.statusCode).toBe(201);
    const { order, payment } = res.json();
    const [p] = await rows<{ salePrice: number }>(
      sql`select sale_price as "salePrice" from products where id = ${piece.id}`,
    );
    const totals = computeTotals([{ type: 'buy', price: p!.salePrice }], 'pickup', DEFAULT_SETTINGS);
    expect(order).toMatchObject({
      orderType: 'buy',
      amounts: { total: totals.total, advance: totals.advance },
    });
    expect(order.lines[0]).toMatchObject({
      type: 'buy',
      price: p!.salePrice,
      rent: null,
      deliveryDate: null,
    });
    expect(payment.amountPaise).toBe(toPaise(totals.advance));
    expect(await activeBookings(ctx, piece.id)).toMatchObject([{ status: 'held' }]);
    const paid = await payOrder(ctx, who, order.id, payment.gatewayOrderId);
    expect(paid.json().order.status).toBe('paid');
    expect(await activeBookings(ctx, piece.id)).toMatchObject([{ status: 'confirmed' }]);
  });

  it('refuses an empty cart', async () => {
    const who = await createCustomer(ctx);
    const res = await placeOrder(ctx, who);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(COMMERCE_MESSAGES.cartEmpty);
  });

  it('creates the order, its line and a 15-minute hold, and opens the gateway order', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    const eventDate = eventIn(ctx, 30);
    await rentIntoCart(ctx, who, piece, eventDate, 8);
    const res = await placeOrder(ctx, who, { address: { ...ADDRESS, phone2: '9820099999' } });
    expect(res.statusCode).toBe(201);
    const { order, payment } = res.json();

    const [p] = await rows<{ baseRent: number; deposit: number | null }>(
      sql`select base_rent as "baseRent", deposit from products where id = ${piece.id}`,
    );
    const rent = rentForPeriod(p!.baseRent, 8, rules);
    const deposit = refundableDeposit(p!);
    const totals = computeTotals([{ type: 'rent', rent, deposit }], 'pickup', DEFAULT_SETTINGS);
    expect(order).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'Pending',
      customerId: who.userId,
      orderType: 'rent',
      deliveryType: 'pickup',
      amounts: {
        subtotal: totals.subtotal,
        discount: 0,
        deliveryFee: 0,
        gst: 0,
        total: totals.total,
        advance: totals.advance,
        balance: totals.balance,
      },
    });
    expect(order.billNo).toMatch(/^VST-\d{6}-[A-Z2-9]{6}$/);
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({
      productCode: piece.code,
      period: 8,
      eventDate,
      ...rentalDates(eventDate, 8, rules),
      rent,
      deposit,
      price: rent,
      measurements: { pantLength: 40, pantWaist: 32, chest: 38, sleeveLength: 25 },
    });
    expect(order.branch).toMatchObject({
      address: expect.any(String),
      contactPerson: expect.any(String),
      phone: expect.any(String),
      email: expect.any(String),
    });
    expect(payment).toEqual({
      provider: 'local',
      keyId: 'rzp_test_local',
      gatewayOrderId: expect.stringMatching(/^order_local_/),
      amountPaise: toPaise(totals.advance),
      currency: 'INR',
    });

    const holds = await rows<{ status: string; heldUntil: Date | string }>(
      sql`select status, held_until as "heldUntil" from bookings where product_id = ${piece.id}`,
    );
    expect(holds).toHaveLength(1);
    expect(holds[0]!.status).toBe('held');
    expect(new Date(holds[0]!.heldUntil).getTime()).toBe(ctx.clock.now.getTime() + 15 * 60_000);

    // Placing an order saves its delivery address to the customer's profile for next time.
    const [profile] = await rows<Record<string, string>>(
      sql`select first_name as "firstName", zip, station, phone2 from users where id = ${who.userId}`,
    );
    expect(profile).toEqual({ firstName: 'Asha', zip: '400067', station: 'Kandivali', phone2: '9820099999' });
  });

  it('holds a piece whose unpaid hold has lapsed, before the lapsed-holds job has run', async () => {
    const first = await createCustomer(ctx);
    const second = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    const event = eventIn(ctx, 45);
    await rentIntoCart(ctx, first, piece, event);
    await rentIntoCart(ctx, second, piece, event);
    expect((await placeOrder(ctx, first)).statusCode).toBe(201);
    const refused = await placeOrder(ctx, second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MESSAGES.conflict);

    ctx.clock.advance(16 * 60_000);
    expect((await placeOrder(ctx, second)).statusCode).toBe(201);
    const holds = await rows<{ status: string }>(
      sql`select status from bookings where product_id = ${piece.id} order by status`,
    );
    expect(holds.map((h) => h.status)).toEqual(['held', 'released']);
  });

  it('answers the same order for the same Idempotency-Key, and makes no second one', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    await rentIntoCart(ctx, who, piece, eventIn(ctx, 33));
    const key = newKey();
    const first = await placeOrder(ctx, who, { key });
    const second = await placeOrder(ctx, who, { key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from orders where user_id = ${who.userId}`,
    );
    expect(count!.n).toBe(1);
    // The same key from another customer is their own request, not this one.
    const other = await createCustomer(ctx);
    const theirs = await placeOrder(ctx, other, { key });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().error.message).toBe(COMMERCE_MESSAGES.cartEmpty);
  });

  it('takes prices from the products table, not from what the cart showed', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    await rentIntoCart(ctx, who, piece, eventIn(ctx, 35));
    await ctx.app.db.execute(
      sql`update products set base_rent = 5000, deposit = 3000 where id = ${piece.id}`,
    );
    const res = await placeOrder(ctx, who);
    expect(res.statusCode).toBe(201);
    expect(res.json().order.lines[0]).toMatchObject({ rent: 5000, deposit: 3000 });
    expect(res.json().order.amounts.subtotal).toBe(8000);
  });

  it('re-checks the event date: a cart left for days may have become too early', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    const eventDate = eventIn(ctx, 5);
    await rentIntoCart(ctx, who, piece, eventDate);
    const later = shiftClockDays(4);
    const res = await placeOrder(ctx, who);
    later.restore();
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.tooEarly(addDays(todayInIndia(later.at), 1)));
  });

  it('delivers home only to a serviceable pincode', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    const [home] = await rows<{ pincode: string }>(
      sql`select pincode from branches where id = ${piece.branchId}`,
    );
    const serviceable = home && (await isServiceable(ctx.app.db, home.pincode)) ? home.pincode : undefined;
    await rentIntoCart(ctx, who, piece, eventIn(ctx, 36));
    const far = await placeOrder(ctx, who, {
      deliveryType: 'home',
      address: { ...ADDRESS, zipCode: '799001' },
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.message).toMatch(
      /^Service Not Available: .+ does not deliver to 799001\. Choose store pickup at .+\.$/,
    );
    expect(far.json().error.fields['address.zipCode']).toBe(far.json().error.message);
    expect(serviceable, 'the demo data has a serviceable branch pincode').toBeDefined();
    const near = await placeOrder(ctx, who, {
      deliveryType: 'home',
      address: { ...ADDRESS, zipCode: serviceable },
    });
    expect(near.statusCode).toBe(201);
    expect(near.json().order.amounts.deliveryFee).toBe(DEFAULT_SETTINGS.delivery.homeFee);
  });

  it('lets a customer place the order again without being blocked by their own unpaid hold', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    await rentIntoCart(ctx, who, piece, eventIn(ctx, 38));
    const first = await placeOrder(ctx, who);
    const second = await placeOrder(ctx, who);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    const [old] = await rows<{ status: string }>(
      sql`select status from orders where id = ${first.json().order.id}`,
    );
    expect(old!.status).toBe('expired');
    expect(await activeBookings(ctx, piece.id)).toHaveLength(1);
  });
});

describe('the API document', () => {
  it('publishes the commerce calls with their schemas', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/cart',
      '/api/cart/items',
      '/api/cart/items/{id}',
      '/api/wishlist',
      '/api/wishlist/{code}/move-to-cart',
      '/api/orders',
      '/api/orders/{id}',
      '/api/orders/{id}/cancel',
      '/api/payments/verify',
      '/api/payments/local/complete',
      '/api/payments/webhook',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/api/orders'].post.security).toEqual([{ bearer: [] }]);
  });
});

describe("the customer's orders", () => {
  it('lists them newest first with the first item, and shows one in full', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    const eventDate = eventIn(ctx, 40);
    await rentIntoCart(ctx, who, piece, eventDate);
    const placed = (await placeOrder(ctx, who)).json();
    await payOrder(ctx, who, placed.order.id, placed.payment.gatewayOrderId);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: who.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      {
        id: placed.order.id,
        billNo: placed.order.billNo,
        status: 'paid',
        createdAt: expect.any(String),
        productCode: piece.code,
        size: expect.anything(),
        sizeLabel: expect.any(String),
        ...rentalDates(eventDate, 4, rules),
        total: placed.order.amounts.total,
        advance: placed.order.amounts.advance,
        balance: placed.order.amounts.balance,
        paymentStatus: 'Paid',
        items: [
          {
            kit: null,
            price: placed.order.lines[0].price,
            pieces: [{ code: piece.code, sizeLabel: placed.order.lines[0].sizeLabel }],
          },
        ],
      },
    ]);
    const one = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.order.id}`,
      headers: who.headers,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: placed.order.id, status: 'paid', paymentStatus: 'Paid' });
    expect(one.json().paidAt).not.toBeNull();
  });

  it("answers 404 for another customer's order and for a malformed id", async () => {
    const owner = await createCustomer(ctx);
    const other = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    await rentIntoCart(ctx, owner, piece, eventIn(ctx, 42));
    const { order } = (await placeOrder(ctx, owner)).json();
    for (const url of [`/api/orders/${order.id}`, `/api/orders/${order.id}/cancel`]) {
      const res = await ctx.app.inject({
        method: url.endsWith('cancel') ? 'POST' : 'GET',
        url,
        headers: other.headers,
      });
      expect(res.statusCode).toBe(404);
    }
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/orders/12345', headers: owner.headers });
    expect(bad.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: other.headers })).json().items,
    ).toEqual([]);
  });
});

describe('cancelling', () => {
  async function paidOrder(eventDays: number) {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    await rentIntoCart(ctx, who, piece, eventIn(ctx, eventDays));
    const placed = (await placeOrder(ctx, who)).json();
    const paid = await payOrder(ctx, who, placed.order.id, placed.payment.gatewayOrderId);
    expect(paid.statusCode).toBe(200);
    return { who, piece, order: placed.order };
  }

  const cancel = (who: { headers: Record<string, string> }, id: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: who.headers });

  it('more than 7 days before delivery returns the advance as store credit for 180 days', async () => {
    const { who, piece, order } = await paidOrder(30);
    const res = await cancel(who, order.id);
    expect(res.statusCode).toBe(200);
    const expiresOn = addDays(todayInIndia(ctx.clock.now), 180);
    expect(res.json().refund).toEqual({
      kind: 'store_credit',
      amount: order.amounts.advance,
      expiresOn,
      message: expect.stringContaining(formatOrderDate(expiresOn)),
    });
    expect(res.json().order).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    const credits = await rows<{ amount: number; expiresOn: string }>(
      sql`select amount, expires_on as "expiresOn" from store_credits where user_id = ${who.userId}`,
    );
    expect(credits).toEqual([{ amount: order.amounts.advance, expiresOn }]);
    expect(await activeBookings(ctx, piece.id)).toEqual([]);
    expect((await cancel(who, order.id)).statusCode).toBe(409);
  });

  it('7 days or less before delivery keeps the advance', async () => {
    const { who, piece, order } = await paidOrder(8);
    // Event in 8 days → delivery in 7: not more than 7 days ahead.
    const res = await cancel(who, order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().refund).toMatchObject({ kind: 'none', amount: 0 });
    expect(res.json().refund.expiresOn).toBeUndefined();
    const credits = await rows(sql`select 1 from store_credits where user_id = ${who.userId}`);
    expect(credits).toEqual([]);
    expect(await activeBookings(ctx, piece.id)).toEqual([]);
  });

  it('an unpaid order is cancelled with nothing to refund and its hold freed', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    await rentIntoCart(ctx, who, piece, eventIn(ctx, 44));
    const { order } = (await placeOrder(ctx, who)).json();
    const res = await cancel(who, order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().refund).toMatchObject({ kind: 'none', amount: 0 });
    expect(await activeBookings(ctx, piece.id)).toEqual([]);
  });
});

/** Moves the test clock by whole days and gives the moment back afterwards. */
function shiftClockDays(days: number) {
  const before = ctx.clock.now;
  ctx.clock.advance(days * 86_400_000);
  const at = ctx.clock.now;
  return {
    at,
    restore: () => {
      ctx.clock.now = before;
    },
  };
}
