import { addDays, computeTotals, kitRent, rentalDates, rentForPeriod } from '@vastra/shared/rules';
import { DEFAULT_SETTINGS } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import {
  activeBookings,
  eventIn,
  MEN_SIZES,
  pickPiece,
  placeOrder,
  rentIntoCart,
} from '../../test-support/commerce.ts';
import { type Customer, createCustomer } from '../../test-support/customers.ts';
import { signInAsStaff } from '../../test-support/staff.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type KitPieceView = { code: string; size: number | null; baseRent: number; free: boolean | null };
type KitView = {
  code: string;
  fromPrice: number;
  discountPct: number | null;
  parts: { position: number; label: string; isAccessory: boolean; pieces: KitPieceView[] }[];
};

async function groomKit(eventDate?: string): Promise<KitView> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/kits/royal-groom-kit${eventDate ? `?eventDate=${eventDate}` : ''}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function productId(code: string): Promise<number> {
  const r = await ctx.app.db.execute<{ id: number }>(sql`select id from products where code = ${code}`);
  return Number(r.rows[0]!.id);
}

/** Every part's piece: the garment in the given size index, the accessories' only piece. */
function choose(kit: KitView, sizeIndex = 0) {
  return kit.parts.map((p) => ({
    position: p.position,
    code: p.pieces[Math.min(sizeIndex, p.pieces.length - 1)]!.code,
  }));
}

/**
 * The first event date from `days` ahead on which every part of the groom's kit has a free piece
 * (the demo showroom bookings take some), with a free piece per part, preferring another size
 * than the first.
 */
async function freeGroomKit(days: number) {
  for (let d = days; d < days + 120; d += 3) {
    const eventDate = eventIn(ctx, d);
    const kit = await groomKit(eventDate);
    const free = kit.parts.map((p) => p.pieces.filter((x) => x.free));
    if (free.every((f) => f.length > 0)) {
      const parts = kit.parts.map((p, i) => ({
        position: p.position,
        code: (free[i]![1] ?? free[i]![0]!).code,
      }));
      return { eventDate, kit, parts };
    }
  }
  throw new Error('no date with the whole kit free');
}

function addKit(who: Customer, payload: object) {
  return ctx.app.inject({ method: 'POST', url: '/api/cart/kits', headers: who.headers, payload });
}

describe('kits', () => {
  it('lists the demo kits with their parts, each garment part in several sizes', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/kits?group=men' });
    expect(list.statusCode).toBe(200);
    const codes = list.json().items.map((k: { code: string }) => k.code);
    expect(codes).toContain('KIT1001');
    expect(codes).not.toContain('KIT1002');
    const kit = await groomKit();
    expect(kit.parts.map((p) => p.label)).toEqual(['Sherwani', 'Safa', 'Mala', 'Mojari']);
    const sizes = kit.parts[0]!.pieces.map((p) => p.size);
    expect(sizes.length).toBeGreaterThan(1);
    expect(new Set(sizes).size).toBe(sizes.length);
    const firstRents = kit.parts.map((p) => p.pieces[0]!.baseRent);
    expect(kit.fromPrice).toBe(
      kitRent({ price: null, discountPct: 10 }, firstRents, 4, DEFAULT_SETTINGS.rental),
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/kits/no-such-kit' })).statusCode).toBe(404);
  });

  it('puts a kit in the cart as one item priced at the kit rent, next to a piece rented alone', async () => {
    const who = await createCustomer(ctx);
    const { eventDate, kit, parts } = await freeGroomKit(30);
    const res = await addKit(who, { kit: 'kit1001', eventDate, period: 6, measurements: MEN_SIZES, parts });
    expect(res.statusCode).toBe(201);
    const cart = res.json();
    expect(cart.items).toHaveLength(4);
    const group = cart.items[0].kit.group;
    expect(cart.items.every((i: { kit?: { group: string; code: string } }) => i.kit?.group === group)).toBe(
      true,
    );
    const own = parts.map((p) => {
      const piece = kit.parts.find((k) => k.position === p.position)!.pieces.find((x) => x.code === p.code)!;
      return rentForPeriod(piece.baseRent, 6, DEFAULT_SETTINGS.rental);
    });
    const rent = cart.items.reduce((sum: number, i: { rent: number }) => sum + i.rent, 0);
    expect(rent).toBe(Math.round((own.reduce((a, b) => a + b, 0) * 90) / 100));
    const lines = cart.items.map((i: { rent: number; deposit: number }) => ({ type: 'rent' as const, ...i }));
    expect(cart.totals).toMatchObject(computeTotals(lines, 'home', DEFAULT_SETTINGS, 0));
    const sherwani = cart.items.find((i: { product: { code: string } }) => i.product.code === parts[0]!.code);
    expect(sherwani.measurements).toEqual(MEN_SIZES);

    // The kit counts as one: five more single pieces fill the cart of six.
    for (let n = 0; n < DEFAULT_SETTINGS.cart.maxItems - 1; n++) {
      await rentIntoCart(ctx, who, await pickPiece(ctx, 'men'), eventDate);
    }
    const full = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: who.headers,
      payload: { code: (await pickPiece(ctx, 'men')).code, eventDate, measurements: MEN_SIZES },
    });
    expect(full.statusCode).toBe(409);

    // Removing one part removes the whole kit.
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/cart/items/${sherwani.id}`,
      headers: who.headers,
    });
    expect(removed.json().items).toHaveLength(DEFAULT_SETTINGS.cart.maxItems - 1);
    expect(removed.json().items.some((i: { kit?: object }) => i.kit)).toBe(false);
  });

  it('refuses a part that is not the kit’s and a kit without every part', async () => {
    const who = await createCustomer(ctx);
    const eventDate = eventIn(ctx, 33);
    const kit = await groomKit();
    const parts = choose(kit);
    const stranger = await pickPiece(ctx, 'men');
    const wrong = parts.map((p, i) => (i === 1 ? { ...p, code: stranger.code } : p));
    const res = await addKit(who, { kit: 'KIT1001', eventDate, measurements: MEN_SIZES, parts: wrong });
    expect(res.statusCode).toBe(400);
    const short = await addKit(who, {
      kit: 'KIT1001',
      eventDate,
      measurements: MEN_SIZES,
      parts: parts.slice(1),
    });
    expect(short.statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: who.headers })).json().items,
    ).toEqual([]);
  });

  it('books every part at checkout, and the safa alone is then refused with another offered', async () => {
    const groom = await createCustomer(ctx);
    const { eventDate, parts } = await freeGroomKit(40);
    expect(
      (await addKit(groom, { kit: 'KIT1001', eventDate, measurements: MEN_SIZES, parts })).statusCode,
    ).toBe(201);
    const placed = await placeOrder(ctx, groom);
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    expect(order.lines).toHaveLength(4);
    expect(new Set(order.lines.map((l: { kit?: { group: string } }) => l.kit?.group)).size).toBe(1);
    expect(order.lines[0].kit.name).toBe('Royal Groom Kit');
    const dates = rentalDates(eventDate, 4, DEFAULT_SETTINGS.rental);
    for (const part of parts) {
      const held = (await activeBookings(ctx, await productId(part.code))).filter((b) => b.status === 'held');
      expect(held).toEqual([{ status: 'held', ...dates }]);
    }
    // My orders lists the kit as one item, its rent the sum of its parts, its pieces beneath.
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: groom.headers });
    const summary = listed.json().items.find((o: { id: string }) => o.id === order.id);
    const rent = order.lines.reduce((sum: number, l: { price: number }) => sum + l.price, 0);
    expect(summary.items).toEqual([
      {
        kit: 'Royal Groom Kit',
        price: rent,
        pieces: order.lines.map((l: { productCode: string; sizeLabel: string }) => ({
          code: l.productCode,
          sizeLabel: l.sizeLabel,
        })),
      },
    ]);
    // Staff see which kit each line is a part of.
    const owner = await signInAsStaff(ctx, 'owner');
    const staffView = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/orders/${order.id}`,
      headers: owner.headers,
    });
    expect(staffView.statusCode).toBe(200);
    expect(staffView.json().lines.map((l: { kit?: unknown }) => l.kit)).toEqual(
      order.lines.map(() => ({ code: 'KIT1001', name: 'Royal Groom Kit', group: order.lines[0].kit.group })),
    );
    const after = await groomKit(eventDate);
    const chosen = after.parts.flatMap((p) => p.pieces.filter((x) => parts.some((c) => c.code === x.code)));
    expect(chosen.map((x) => x.free)).toEqual([false, false, false, false]);

    const safa = parts[1]!.code;
    const guest = await createCustomer(ctx);
    const alone = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: guest.headers,
      payload: { code: safa, eventDate: addDays(eventDate, 1) },
    });
    expect(alone.statusCode).toBe(409);
    const substitute = alone.json().error.substitute;
    expect(substitute.code).toMatch(/^SAF/);
    expect(substitute.code).not.toBe(safa);
    expect(substitute.slug).toEqual(expect.any(String));
    // The piece's page asks for a quote on those dates: the same refusal offers the same piece.
    const quoted = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/${safa}/quote?eventDate=${addDays(eventDate, 1)}`,
    });
    expect(quoted.statusCode).toBe(409);
    expect(quoted.json().error.substitute).toEqual(substitute);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: guest.headers,
      payload: { code: substitute.code, eventDate: addDays(eventDate, 1) },
    });
    expect(other.statusCode).toBe(201);
  });

  it('a part taken while the order is placed: 409 naming it with a substitute, nothing half-booked', async () => {
    const groom = await createCustomer(ctx);
    const { eventDate, parts } = await freeGroomKit(60);
    expect(
      (await addKit(groom, { kit: 'KIT1001', eventDate, measurements: MEN_SIZES, parts })).statusCode,
    ).toBe(201);
    // The showroom books the safa for those days after the kit went into the cart.
    const safaId = await productId(parts[1]!.code);
    const dates = rentalDates(eventDate, 4, DEFAULT_SETTINGS.rental);
    await ctx.app.db.execute(sql`insert into bookings (product_id, status, source, delivery_date, return_date)
      values (${safaId}, 'confirmed', 'store', ${dates.deliveryDate}, ${dates.returnDate})`);
    const placed = await placeOrder(ctx, groom);
    expect(placed.statusCode).toBe(409);
    const error = placed.json().error;
    expect(error.message).toContain(`The Safa of this kit (${parts[1]!.code}) is already booked`);
    expect(error.part).toEqual({ label: 'Safa', code: parts[1]!.code });
    expect(error.substitute?.code).toMatch(/^SAF/);
    expect(error.message).toContain(`${error.substitute.code} (No size) is free instead.`);
    for (const part of parts) {
      const held = (await activeBookings(ctx, await productId(part.code))).filter(
        (b) => b.status === 'held' && b.deliveryDate === dates.deliveryDate,
      );
      expect(held).toEqual([]);
    }
    const orders = await ctx.app.db.execute(sql`select id from orders where user_id = ${groom.userId}`);
    expect(orders.rows).toEqual([]);
    const cart = await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: groom.headers });
    expect(cart.json().items).toHaveLength(4);

    // The offered safa takes the taken one's place in the bag; then the whole kit is booked.
    const swap = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/cart/kits/swap', headers: groom.headers, payload });
    expect((await swap({ from: parts[1]!.code, to: parts[0]!.code })).statusCode).toBe(400);
    expect((await swap({ from: error.substitute.code, to: parts[1]!.code })).statusCode).toBe(404);
    const swapped = await swap({ from: parts[1]!.code, to: error.substitute.code });
    expect(swapped.statusCode, swapped.body).toBe(200);
    const codes = (swapped.json().items as { product: { code: string } }[]).map((i) => i.product.code);
    expect(codes).toHaveLength(4);
    expect(codes).toContain(error.substitute.code);
    expect(codes).not.toContain(parts[1]!.code);
    expect((await placeOrder(ctx, groom)).statusCode).toBe(201);
    const substituteHeld = await activeBookings(ctx, await productId(error.substitute.code));
    expect(substituteHeld.filter((b) => b.deliveryDate === dates.deliveryDate)).toHaveLength(1);
  });
});
