import { COLOURS } from '@vastra/shared/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { createTestApp, type TestContext } from '../test-support/app.ts';
import { seedCatalog } from './catalog.ts';
import { CATEGORY_PLANS } from './catalog-categories.ts';
import { generateProducts } from './catalog-products.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function rows<T>(query: SQL): Promise<T[]> {
  return (await ctx.database.db.execute(query)).rows as T[];
}
async function one<T>(query: SQL): Promise<T> {
  return (await rows<T>(query))[0]!;
}

describe('SEED_DEMO', () => {
  const production = {
    NODE_ENV: 'production',
    OTP_SECRET: 'x'.repeat(32),
    DOCUMENT_KEY: 'a'.repeat(64),
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_live_key',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'auth-key',
    MSG91_TEMPLATE_ID: 'template',
  };

  it('keeps the demo shop out of a production database unless asked for', () => {
    expect(loadEnv(production).SEED_DEMO).toBe(false);
    expect(loadEnv({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('loads the demo shop by default in development and tests', () => {
    expect(loadEnv({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development', SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });
});

describe('demo catalogue seed', () => {
  it('has at least 400 rentals and 60 pre-used sales', async () => {
    const counts = await rows<{ type: string; n: number }>(
      sql`select type, count(*)::int as n from products group by type`,
    );
    const by = Object.fromEntries(counts.map((c) => [c.type, c.n]));
    expect(by.rent).toBeGreaterThanOrEqual(400);
    expect(by.buy).toBeGreaterThanOrEqual(60);
  });

  it('composes the demo kits: a four-part groom kit, a bridal kit, a reception kit', async () => {
    const kits = await rows(sql`
      select k.code, count(distinct kp.id)::int as parts from kits k join kit_parts kp on kp.kit_id = k.id
      group by k.code order by k.code`);
    expect(kits).toEqual([
      { code: 'KIT1001', parts: 4 },
      { code: 'KIT1002', parts: 3 },
      { code: 'KIT1003', parts: 4 },
    ]);
  });

  it('puts products in every category and every branch', async () => {
    const emptyCategories = await rows(
      sql`select c.code from categories c where not exists (select 1 from products p where p.category_id = c.id and p.type = 'rent')`,
    );
    const emptyBranches = await rows(
      sql`select b.code from branches b where not exists (select 1 from products p where p.branch_id = b.id)`,
    );
    expect(emptyCategories).toEqual([]);
    expect(emptyBranches).toEqual([]);
    // The twelve of the catalogue, and the mojari and dupatta the demo kits need.
    expect(await one(sql`select count(*)::int as n from categories`)).toEqual({ n: 14 });
    expect(await one(sql`select count(*)::int as n from branches`)).toEqual({ n: 12 });
  });

  it('describes the 12 branches completely', async () => {
    const list = await rows<Record<string, string | number>>(sql`select * from branches order by sort_order`);
    expect(list.map((b) => b.code)).toEqual([
      'KDV',
      'GKP',
      'AMD',
      'MUL',
      'PNC',
      'PLR',
      'GRG',
      'VSI',
      'VSH',
      'DMB',
      'PNV',
      'VAP',
    ]);
    for (const b of list) {
      expect(b.email).toMatch(/^[a-z]+@vastra\.in$/);
      expect(b.pincode).toMatch(/^[1-9]\d{5}$/);
      expect(b.image).toBe(`b/${b.code}`);
      expect(b.map_url).toBe(`https://www.google.com/maps/search/?api=1&query=${b.latitude},${b.longitude}`);
      expect(String(b.address).length).toBeGreaterThan(20);
      expect(b.rm_name && b.rm_phone && b.phone && b.contact_person).toBeTruthy();
    }
  });

  it('keeps sizes within the charts and accessories without size', async () => {
    const bad = await rows(sql`
      select p.code from products p join categories c on c.id = p.category_id
      where (c.is_accessory and p.size is not null)
         or (not c.is_accessory and (p.size is null or p.size % 2 = 1 or p.size < 34
             or p.size > case when p.grp = 1 then 46 else 44 end))`);
    expect(bad).toEqual([]);
    expect(await one(sql`select count(*)::int as n from size_options`)).toEqual({ n: 13 });
  });

  it('uses all ten colours, one or two per piece', async () => {
    const used = await rows<{ c: string }>(sql`select distinct unnest(colours) as c from products`);
    expect(used.map((u) => u.c).sort()).toEqual([...COLOURS].sort());
    const bad = await rows(sql`select code from products where cardinality(colours) not between 1 and 2`);
    expect(bad).toEqual([]);
  });

  it('prices rentals and sales like a shop', async () => {
    const bad = await rows(sql`
      select code from products where
        (type = 'rent' and (base_rent is null or base_rent not between 499 and 20000 or price <> base_rent
          or sale_price is not null or mrp < 3 * base_rent))
        or (type = 'buy' and (sale_price is null or base_rent is not null or price <> sale_price
          or sale_price > mrp * 0.6))
        or discount_pct <> round((mrp - price) * 100.0 / mrp)`);
    expect(bad).toEqual([]);
    const deposits = await one<{ own: number; none: number }>(
      sql`select count(*) filter (where deposit is not null)::int as own, count(*) filter (where deposit is null)::int as none from products where type = 'rent'`,
    );
    expect(deposits.own).toBeGreaterThan(50);
    expect(deposits.none).toBeGreaterThan(50);
    const offline = await one<{ n: number }>(
      sql`select count(*)::int as n from products where not is_online`,
    );
    expect(offline.n).toBeGreaterThan(10);
  });

  it('gives every piece three pictures, a code from its category and a search text', async () => {
    const bad = await rows(sql`
      select p.code from products p join categories c on c.id = p.category_id
      where jsonb_array_length(p.images) <> 3
         or p.images->0->>'key' <> 'p/' || p.code || '/1'
         or p.images->2->>'key' <> 'p/' || p.code || '/3'
         or p.code !~ ('^' || c.code || '[0-9]{4}$')
         or position(lower(p.code) in p.search_text) = 0
         or position(lower(c.name) in p.search_text) = 0
         or p.slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$'
         or length(p.description) < 60`);
    expect(bad).toEqual([]);
  });

  it('books about a third of the rentals without two bookings meeting within a buffer day', async () => {
    const share = await one<{ booked: number; rentals: number }>(sql`
      select (select count(distinct product_id) from bookings)::int as booked,
             (select count(*) from products where type = 'rent')::int as rentals`);
    expect(share.booked / share.rentals).toBeGreaterThan(0.2);
    expect(share.booked / share.rentals).toBeLessThan(0.5);
    const clashes = await rows(sql`
      select a.id from bookings a join bookings b on a.product_id = b.product_id and a.id < b.id
      where a.status in ('held', 'confirmed') and b.status in ('held', 'confirmed')
        and a.delivery_date <= b.return_date + 1 and b.delivery_date <= a.return_date + 1`);
    expect(clashes).toEqual([]);
    const odd = await rows(sql`
      select b.id from bookings b join products p on p.id = b.product_id
      where p.type <> 'rent' or b.source <> 'store' or b.status <> 'confirmed'
         or b.return_date - b.delivery_date + 1 not between 4 and 10
         or b.delivery_date < current_date or b.return_date > current_date + 92`);
    expect(odd).toEqual([]);
  });

  it('does nothing when products exist', async () => {
    const before = await one(
      sql`select (select count(*) from products)::int as p, (select count(*) from bookings)::int as b`,
    );
    expect(await seedCatalog(ctx.database.db)).toBeNull();
    expect(
      await one(
        sql`select (select count(*) from products)::int as p, (select count(*) from bookings)::int as b`,
      ),
    ).toEqual(before);
  });

  it('makes the same catalogue on every run', () => {
    const now = new Date('2026-03-01T06:30:00Z');
    const a = generateProducts(CATEGORY_PLANS, now);
    const b = generateProducts(CATEGORY_PLANS, now);
    expect(b).toEqual(a);
    expect(a[0]?.code).toBe('DST1001');
  });

  it('seeds once when two seeds start together on an empty catalogue', async () => {
    await ctx.database.db.execute(sql`delete from bookings`);
    await ctx.database.db.execute(sql`delete from kits`);
    await ctx.database.db.execute(sql`delete from products`);
    const results = await Promise.all([seedCatalog(ctx.database.db), seedCatalog(ctx.database.db)]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    const total = CATEGORY_PLANS.reduce((n, p) => n + p.rentals + p.sales, 0);
    expect(await one(sql`select count(*)::int as n from products`)).toEqual({ n: total });
    expect(await one(sql`select count(*)::int as n from branches`)).toEqual({ n: 12 });
  });
});
