import { addDays, todayInIndia } from '@vastra/shared/rules';
import { sql } from 'drizzle-orm';
import type { TestContext } from './app.ts';
import type { Customer } from './customers.ts';

export type Piece = { id: number; code: string; grp: number; baseRent: number | null; branchId: number };
export type PieceKind = 'men' | 'women' | 'accessory' | 'offline' | 'buy';

const taken = new WeakMap<TestContext, Set<number>>();

const KIND_SQL = {
  men: sql`p.type = 'rent' and p.grp = 1 and not c.is_accessory and p.is_online`,
  women: sql`p.type = 'rent' and p.grp = 2 and not c.is_accessory and p.is_online`,
  accessory: sql`p.type = 'rent' and c.is_accessory and p.is_online`,
  offline: sql`p.type = 'rent' and not p.is_online`,
  buy: sql`p.type = 'buy' and p.sale_price is not null`,
} as const;

/**
 * A seeded product of this kind with no booking at all, different from every piece handed out
 * before in this test app, so each test has a piece of its own.
 */
export async function pickPiece(ctx: TestContext, kind: PieceKind): Promise<Piece> {
  const used = taken.get(ctx) ?? new Set<number>();
  taken.set(ctx, used);
  const except =
    used.size > 0
      ? sql`and p.id not in (${sql.join(
          [...used].map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const result = await ctx.app.db.execute<Piece>(sql`
    select p.id, p.code, p.grp, p.base_rent as "baseRent", p.branch_id as "branchId"
    from products p join categories c on c.id = p.category_id
    where p.is_active and ${KIND_SQL[kind]} ${except}
      and not exists (select 1 from bookings b where b.product_id = p.id)
    order by p.id limit 1`);
  const piece = result.rows[0];
  if (!piece) throw new Error(`the demo catalogue has no free ${kind} piece`);
  used.add(piece.id);
  return piece;
}

/** An event date this many days from the test clock's today. */
export function eventIn(ctx: TestContext, days: number): string {
  return addDays(todayInIndia(ctx.clock.now), days);
}

export const MEN_SIZES = { pantLength: 40, pantWaist: 32, chest: 38, sleeveLength: 25 };
const WOMEN_SIZES = { topBust: 34, topWaist: 28, topSleeves: 20, chaniyaLength: 41 };

export const ADDRESS = {
  firstName: 'Asha',
  lastName: 'Rao',
  phone1: '9820012345',
  email: 'asha@example.com',
  building: 'B-12 Sai Darshan',
  road: 'SV Road',
  station: 'Kandivali',
  landmark: 'Near the station',
  city: 'Mumbai',
  state: 'Maharashtra',
  zipCode: '400067',
};

/** Puts a men's rental in the customer's cart; fails the test when refused. */
export async function rentIntoCart(
  ctx: TestContext,
  who: Customer,
  piece: Piece,
  eventDate: string,
  period = 4,
): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/cart/items',
    headers: who.headers,
    payload: { code: piece.code, eventDate, period, measurements: piece.grp === 2 ? WOMEN_SIZES : MEN_SIZES },
  });
  if (res.statusCode !== 201) throw new Error(`add to cart answered ${res.statusCode} ${res.body}`);
}

let keyCounter = 0;
export function newKey(): string {
  keyCounter += 1;
  return `test-key-${process.pid}-${keyCounter}-${Date.now()}`;
}

/** POST /api/orders for store pickup (no pincode check) with a fresh Idempotency-Key. */
export function placeOrder(
  ctx: TestContext,
  who: Customer,
  opts: { key?: string; deliveryType?: 'home' | 'pickup'; address?: object; useCredit?: boolean } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...who.headers, 'idempotency-key': opts.key ?? newKey() },
    payload: {
      address: opts.address ?? ADDRESS,
      deliveryType: opts.deliveryType ?? 'pickup',
      ...(opts.useCredit === undefined ? {} : { useCredit: opts.useCredit }),
    },
  });
}

/** Pays an order through the local gateway's page and verifies it, as the browser would. */
export async function payOrder(ctx: TestContext, who: Customer, orderId: string, gatewayOrderId: string) {
  const done = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/local/complete',
    headers: who.headers,
    payload: { gatewayOrderId, outcome: 'pay' },
  });
  if (done.statusCode !== 200) throw new Error(`local complete answered ${done.statusCode} ${done.body}`);
  const handler = done.json() as { gatewayOrderId: string; paymentId: string; signature: string };
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/verify',
    headers: who.headers,
    payload: { orderId, ...handler },
  });
}

/** Active (held or confirmed) bookings of a product. */
export async function activeBookings(ctx: TestContext, productId: number) {
  const result = await ctx.app.db.execute<{ status: string; deliveryDate: string; returnDate: string }>(sql`
    select status, delivery_date as "deliveryDate", return_date as "returnDate" from bookings
    where product_id = ${productId} and status in ('held', 'confirmed') order by delivery_date`);
  return result.rows;
}
