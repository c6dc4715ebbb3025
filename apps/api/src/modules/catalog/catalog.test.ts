import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { eventIn } from '../../test-support/commerce.ts';
import { addDays, bookedPiece, formatEventDate, freePiece } from '../../test-support/fixtures.ts';

let ctx: TestContext;
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
type Card = {
  code: string;
  group: string;
  size: number | null;
  rent: number | null;
  colours: string[];
  categorySlug: string;
  type: string;
};

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('branches and categories', () => {
  it('lists the 12 branches with their places on the map', async () => {
    const res = await get('/api/branches');
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items).toHaveLength(12);
    expect(items.map((b: { name: string }) => b.name)).toContain('Kandivali');
    for (const b of items) {
      expect(b.pincode).toMatch(/^\d{6}$/);
      expect(b.latitude).toBeGreaterThan(18);
    }
  });

  it("lists men's and women's categories separately", async () => {
    const men = (await get('/api/categories?group=men')).json().items;
    const women = (await get('/api/categories?group=women')).json().items;
    expect(men.map((c: { slug: string }) => c.slug)).toEqual(
      expect.arrayContaining([
        'designer-suit-tuxedo',
        'indo-western-sherwani',
        'safa-feta',
        'jodhpuri',
        'blazer-formal-suits',
      ]),
    );
    expect(women.map((c: { slug: string }) => c.slug)).toEqual(
      expect.arrayContaining(['chaniya-choli-lehenga', 'wedding-gowns']),
    );
    expect(men.every((c: { group: string }) => c.group === 'men')).toBe(true);
    expect((await get('/api/categories?group=kids')).statusCode).toBe(400);
  });
});

describe('listing', () => {
  it('pages rentals ten at a time by default, newest first', async () => {
    const res = await get('/api/products');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(10);
    // The demo shop rents over 400 pieces: counted up to 100 ("100+ pieces"), paging goes on.
    expect(body).toMatchObject({ total: 100, totalCapped: true });
    expect(body.items.every((p: Card) => p.type === 'rent')).toBe(true);
    expect(body.nextCursor).toEqual(expect.any(String));
    const page2 = (await get('/api/products?page=2')).json();
    const codes1 = new Set(body.items.map((p: Card) => p.code));
    expect(page2.items.some((p: Card) => codes1.has(p.code))).toBe(false);
  });

  it('walks a whole filtered listing by cursor, each piece exactly once', async () => {
    const first = (await get('/api/products?group=women&limit=25&sort=lowToHigh')).json();
    const seen: Card[] = [...first.items];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = (await get(`/api/products?group=women&limit=25&sort=lowToHigh&cursor=${cursor}`)).json();
      seen.push(...next.items);
      cursor = next.nextCursor;
    }
    // Over 100 women's rentals: the total is a floor ("100+"), and the walk reaches every one.
    expect(first).toMatchObject({ total: 100, totalCapped: true });
    const [row] = (
      await ctx.app.db.execute<{ n: number }>(
        sql`select count(*)::int as n from products where type = 'rent' and is_active and grp = 2`,
      )
    ).rows;
    expect(row?.n).toBeGreaterThan(100);
    expect(seen).toHaveLength(Number(row?.n));
    expect(new Set(seen.map((p) => p.code)).size).toBe(Number(row?.n));
    const rents = seen.map((p) => p.rent ?? 0);
    expect(rents).toEqual([...rents].sort((a, b) => a - b));
  });

  it('counts the same pieces on a page past the end as on the first page, asked first or second', async () => {
    // Filters no other test uses, so no total is kept yet: the page past the end counts on its own.
    const beyond = (await get('/api/products?group=men&minPrice=1&page=999&limit=20')).json();
    const first = (await get('/api/products?group=men&minPrice=1&limit=20')).json();
    expect(first.total).toBeGreaterThan(20);
    expect(beyond).toMatchObject({ items: [], total: first.total });
    // A first page with nothing on it counts nothing.
    expect((await get('/api/products?group=men&minPrice=999999')).json()).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('filters by category code or slug alike, and 404s an unknown category', async () => {
    const bySlug = (await get('/api/products?category=indo-western-sherwani&limit=60')).json();
    expect(bySlug.total).toBeGreaterThan(0);
    expect(bySlug.items.every((p: Card) => p.categorySlug === 'indo-western-sherwani')).toBe(true);
    const code = (await get('/api/categories?group=men'))
      .json()
      .items.find((c: { slug: string }) => c.slug === 'indo-western-sherwani').code;
    expect((await get(`/api/products?category=${code}`)).json().total).toBe(bySlug.total);
    expect(
      (await get('/api/products?category=all&group=men')).json().items.every((p: Card) => p.group === 'men'),
    ).toBe(true);
    const unknown = await get('/api/products?category=space-suits');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
  });

  it('filters by size, price range and colour together', async () => {
    const res = await get('/api/products?size=40&minPrice=1000&maxPrice=6000&colour=Gold&limit=60');
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    for (const p of items as Card[]) {
      expect(p.size).toBe(40);
      expect(p.rent).toBeGreaterThanOrEqual(1000);
      expect(p.rent).toBeLessThanOrEqual(6000);
      expect(p.colours).toContain('Gold');
    }
  });

  it.each([
    ['highToLow', (a: number, b: number) => b - a],
    ['lowToHigh', (a: number, b: number) => a - b],
  ])('sorts %s by rent', async (sort, compare) => {
    const rents = (await get(`/api/products?sort=${sort}&limit=60`)).json().items.map((p: Card) => p.rent);
    expect(rents).toEqual([...rents].sort(compare));
  });

  it('finds a piece by its code or a word of its name', async () => {
    const sample = (await get('/api/products?limit=1')).json().items[0];
    const byCode = (await get(`/api/products?q=${sample.code.toLowerCase()}`)).json();
    expect(byCode.items.map((p: Card) => p.code)).toContain(sample.code);
    const word = sample.name.split(' ').at(-1);
    const byWord = (await get(`/api/products?q=${encodeURIComponent(word)}&limit=60`)).json();
    expect(byWord.total).toBeGreaterThan(0);
    expect((await get('/api/products?q=%25%25%25')).json().total).toBe(0);
  });

  it('with an event date, a piece booked then disappears; on a free date it is back', async () => {
    const booked = await bookedPiece(ctx.app.db);
    const eventDate = addDays(booked.deliveryDate, 1); // delivered the same day as the booking
    const listing = async (date: string) =>
      (
        await get(
          `/api/products?category=${booked.categorySlug}&eventDate=${date}&period=4&limit=60&q=${booked.code}`,
        )
      ).json();
    const taken = await listing(eventDate);
    expect(taken.items.map((p: Card) => p.code)).not.toContain(booked.code);
    // Counted up to a cap of 100; one piece's code matches fewer, so exactly.
    expect(taken).toMatchObject({ total: taken.items.length, totalCapped: false });
    // The day after the return is a buffer day; a delivery the day after that is free.
    const free = addDays(booked.returnDate, 3);
    expect((await listing(free)).items.map((p: Card) => p.code)).toContain(booked.code);
    expect((await listing(addDays(booked.returnDate, 2))).items.map((p: Card) => p.code)).not.toContain(
      booked.code,
    );
  });

  it('refuses an event date that is too early, in the spec’s words', async () => {
    const tomorrow = eventIn(ctx, 1);
    const res = await get(`/api/products?eventDate=${tomorrow}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(`Please select a date after ${formatEventDate(tomorrow)}`);
  });

  it.each([
    ['minPrice=abc', 'minPrice'],
    ['limit=1000', 'limit'],
    ['minPrice=5000&maxPrice=100', 'minPrice'],
    ['eventDate=2026-02-30', 'eventDate'],
    ['colour=Purple', 'colour'],
    ['sort=random', 'sort'],
    ['cursor=not-a-cursor', 'cursor'],
    ['period=5', 'period'],
    ['type=lease', 'type'],
    ['pincode=12', 'pincode'],
    ['branch=NOWHERE', 'branch'],
  ])('answers %s with 400 naming the field', async (qs, field) => {
    const res = await get(`/api/products?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it('lists pre-used pieces for sale separately', async () => {
    const res = (await get('/api/products?type=buy&limit=60')).json();
    expect(res.total).toBeGreaterThanOrEqual(60);
    expect(res.items.every((p: Card & { salePrice: number }) => p.type === 'buy' && p.salePrice > 0)).toBe(
      true,
    );
  });
});

describe('one product', () => {
  it('shows pictures, branch, deposit and related pieces of the same category', async () => {
    const sample = (await get('/api/products?category=jodhpuri&limit=1')).json().items[0];
    const res = await get(`/api/products/${sample.code.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.code).toBe(sample.code);
    expect(p.images.length).toBeGreaterThan(1);
    expect(p.images[0].card['330']).toMatch(/\/media\/.+card-330\.webp$/);
    expect(p.branch.name).toBe(sample.branchName);
    expect(p.deposit).toBeGreaterThan(0);
    expect(p.related.length).toBeGreaterThan(0);
    expect(p.related.every((r: Card) => r.categorySlug === 'jodhpuri' && r.code !== p.code)).toBe(true);
  });

  it.each(['NOPE999', 'a%20b', '..%2F..%2Fetc'])('answers an unknown code %s with 404', async (code) => {
    const res = await get(`/api/products/${code}`);
    expect(res.statusCode).toBe(404);
  });

  it('lists booked days with a buffer day on each side', async () => {
    const booked = await bookedPiece(ctx.app.db);
    const res = await get(
      `/api/products/${booked.code}/booked-dates?from=${addDays(booked.deliveryDate, -5)}&to=${addDays(booked.returnDate, 5)}`,
    );
    expect(res.statusCode).toBe(200);
    const { dates, earliestEventDate } = res.json();
    expect(dates).toContain(addDays(booked.deliveryDate, -1));
    expect(dates).toContain(addDays(booked.returnDate, 1));
    expect(dates).not.toContain(addDays(booked.returnDate, 2));
    expect(dates).not.toContain(addDays(booked.deliveryDate, -2));
    expect(earliestEventDate).toBe(eventIn(ctx, 2));
  });

  it('quotes dates and rent for each period', async () => {
    const piece = await freePiece(ctx.app.db);
    const eventDate = eventIn(ctx, 30);
    for (const [period, pct] of [
      [4, 0],
      [6, 10],
      [8, 20],
      [10, 30],
    ] as const) {
      const res = await get(`/api/products/${piece.code}/quote?eventDate=${eventDate}&period=${period}`);
      expect(res.statusCode).toBe(200);
      const q = res.json();
      expect(q.deliveryDate).toBe(addDays(eventDate, -1));
      expect(q.returnDate).toBe(addDays(eventDate, period - 2));
      expect(q.rent).toBe(Math.round((piece.baseRent * (100 + pct)) / 100));
      expect(q.advance).toBe(Math.round(((q.rent + q.deposit) * 25) / 100));
    }
  });

  it('refuses a quote on booked days with the spec’s conflict message', async () => {
    const booked = await bookedPiece(ctx.app.db);
    const res = await get(
      `/api/products/${booked.code}/quote?eventDate=${addDays(booked.deliveryDate, 2)}&period=4`,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Please change your event date. This product is already booked for an event in that days',
    );
    // The 409 offers a piece of the same kind and size that is free for exactly those dates.
    const substitute = res.json().error.substitute;
    expect(substitute).toMatchObject({ code: expect.any(String), sizeLabel: expect.any(String) });
    const taken = (await get(`/api/products/${booked.code}`)).json();
    const offered = (await get(`/api/products/${substitute.code}`)).json();
    expect(offered).toMatchObject({ categorySlug: taken.categorySlug, size: taken.size });
    expect(offered.branch.id).toBe(taken.branch.id);
    const again = await get(
      `/api/products/${substitute.code}/quote?eventDate=${addDays(booked.deliveryDate, 2)}&period=4`,
    );
    expect(again.statusCode).toBe(200);
  });

  it('refuses a quote for too early a date, a wrong period or a piece for sale', async () => {
    const piece = await freePiece(ctx.app.db);
    expect((await get(`/api/products/${piece.code}/quote?eventDate=${eventIn(ctx, 0)}`)).statusCode).toBe(
      400,
    );
    expect(
      (await get(`/api/products/${piece.code}/quote?eventDate=${eventIn(ctx, 30)}&period=5`)).statusCode,
    ).toBe(400);
    expect((await get(`/api/products/${piece.code}/quote`)).statusCode).toBe(400);
    // A period of a billion days is a period the shop does not rent for, not a server error.
    const huge = await get(
      `/api/products/${piece.code}/quote?eventDate=${eventIn(ctx, 30)}&period=999999999`,
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.fields).toHaveProperty('period');
    // An unknown piece is 404 whatever the date.
    expect((await get(`/api/products/NOPE999/quote?eventDate=${eventIn(ctx, 0)}`)).statusCode).toBe(404);
    const sale = (await get('/api/products?type=buy&limit=1')).json().items[0];
    expect((await get(`/api/products/${sale.code}/quote?eventDate=${eventIn(ctx, 30)}`)).statusCode).toBe(
      400,
    );
  });
});

describe('sizes', () => {
  it('labels sizes XS 34 … XXXL 46 for suits, none for accessories', async () => {
    const suits = (await get('/api/sizes?category=designer-suit-tuxedo')).json().items;
    expect(suits.map((s: { size: number }) => s.size)).toEqual([34, 36, 38, 40, 42, 44, 46]);
    expect(suits[0].label).toBe('XS');
    expect(suits.at(-1).label).toBe('XXXL');
    const gowns = (await get('/api/sizes?category=wedding-gowns')).json().items;
    expect(gowns[0]).toMatchObject({ size: 34, label: 'S' });
    expect((await get('/api/sizes?category=earrings')).json().items).toEqual([]);
    expect((await get('/api/sizes?category=nothing')).statusCode).toBe(404);
  });
});
