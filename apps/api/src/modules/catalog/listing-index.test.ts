import { COLOURS, type ListingQuery, ListingQuerySchema, SORTS } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { addDays, todayInIndia } from '../../test-support/fixtures.ts';
import { keptAnswer } from '../../test-support/kept-listing.ts';
import { seedModerate } from '../../test-support/moderate-catalogue.ts';
import {
  addEdgeCases,
  bookPiece,
  freeSubstitute,
  pieceTakenByBookings,
  randomSource,
} from '../booking/index.ts';
import { getSettings } from '../system/index.ts';
import {
  forgetKeptCounts,
  type ListingContext,
  listFromDatabase,
  listFromIndex,
  listProducts,
  resolveFilter,
} from './listing.ts';
import { listingIndex } from './listing-index.ts';
import { getReference } from './reference.ts';

let ctx: TestContext;
/** India's date on the app's clock (not the machine's: a run may cross midnight). */
let today: string;

beforeAll(async () => {
  ctx = await createTestApp();
  today = todayInIndia(ctx.clock.now);
  await seedModerate(ctx.app.db, today);
}, 120_000);
afterAll(() => ctx.close());

type Random = ReturnType<typeof randomSource>;

const pick = <T>(rnd: Random, list: readonly T[]): T => list[rnd.int(list.length)] as T;

/** Rows for the generator: categories, branches, and the days bookings start and end on. */
async function shopFacts() {
  const db = ctx.app.db;
  const categories = (await db.execute<{ slug: string }>(sql`select slug from categories order by id`)).rows;
  const branches = (
    await db.execute<{ id: number; code: string }>(sql`select id, code from branches order by id`)
  ).rows;
  const edges = (
    await db.execute<{ d: string }>(
      sql`select distinct unnest(array[delivery_date, return_date])::text as d from bookings
        where status in ('held', 'confirmed') order by 1 limit 400`,
    )
  ).rows.map((r) => r.d);
  return { categories, branches, edges };
}

/** A random listing as a shopper could ask it: filters, an event date near bookings' edges, sort, page. */
function randomQuery(rnd: Random, facts: Awaited<ReturnType<typeof shopFacts>>): ListingQuery {
  const raw: Record<string, unknown> = { type: rnd.int(6) === 0 ? 'buy' : 'rent', sort: pick(rnd, SORTS) };
  if (rnd.int(2)) raw.category = pick(rnd, facts.categories).slug;
  if (rnd.int(5) === 0) raw.group = pick(rnd, ['men', 'women']);
  if (rnd.int(4) === 0) raw.branch = pick(rnd, facts.branches).code;
  if (rnd.int(6) === 0) raw.size = pick(rnd, [36, 38, 40, 42, 44]);
  if (rnd.int(3) === 0) raw.maxPrice = 500 + rnd.int(20_000);
  if (rnd.int(5) === 0) raw.minPrice = rnd.int(3_000);
  if (rnd.int(8) === 0) raw.colour = pick(rnd, COLOURS);
  if (rnd.int(8) === 0) raw.q = pick(rnd, ['sher', 'lehenga', 'silk', 'a', 'z%']);
  if (rnd.int(4) !== 0) {
    raw.eventDate =
      rnd.int(2) && facts.edges.length > 0
        ? addDays(pick(rnd, facts.edges), rnd.int(16) - 12)
        : addDays(today, 2 + rnd.int(300));
    if (rnd.int(2)) raw.period = pick(rnd, [4, 6, 8, 10]);
  }
  raw.limit = pick(rnd, [1, 5, 10, 24, 60]);
  if (rnd.int(4) === 0) raw.page = 1 + rnd.int(4);
  if (
    raw.minPrice !== undefined &&
    raw.maxPrice !== undefined &&
    (raw.minPrice as number) > (raw.maxPrice as number)
  )
    delete raw.minPrice;
  return ListingQuerySchema.parse(raw);
}

describe('the kept listing (record 33)', () => {
  it('answers exactly as the database for 1,000 random listings while pieces, prices and bookings change', async () => {
    const db = ctx.app.db;
    const rnd = randomSource(20_261_128);
    const index = listingIndex(db);
    // Loaded before the edge cases are written: everything below reaches it through its looks.
    expect(await index.loaded()).toBe(true);
    const now = new Date();
    const edgeCases = await addEdgeCases(db, rnd, now, today);
    const facts = await shopFacts();
    const settings = await getSettings(db);
    let compared = 0;
    let pieces = 0;
    let withCursor = 0;
    for (let i = 0; i < 1_000; i++) {
      if (i % 100 === 50) {
        // The shop changes: prices, a piece taken off and one put back, popularity, a new category.
        await db.execute(sql`update products set price = price + ${rnd.int(500) - 250}
          where id in (select id from products order by hashint4(id # ${i}) limit 40) and price > 300`);
        await db.execute(sql`update products set is_active = not is_active
          where id in (select id from products order by hashint4(id # ${i + 1}) limit 5)`);
        await db.execute(sql`update products set times_booked = times_booked + 1, discount_pct = ${rnd.int(40)}
          where id in (select id from products order by hashint4(id # ${i + 2}) limit 30)`);
        await db.execute(sql`update products set category_id = (select min(id) from categories)
          where id in (select id from products order by hashint4(id # ${i + 3}) limit 3)`);
      }
      const query = randomQuery(rnd, facts);
      const listing: ListingContext = {
        settings,
        now: pick(rnd, edgeCases.instants),
        ...(rnd.int(6) === 0
          ? { servingBranchIds: facts.branches.filter(() => rnd.int(2)).map((b) => b.id) }
          : {}),
      };
      const ref = await getReference(db);
      const filter = resolveFilter(query, ref, listing);
      const kept = await index.fresh();
      expect(kept, 'the index stays loaded').not.toBeNull();
      if (!kept) return;
      let cursor: string | null = null;
      for (let pageNo = 0; pageNo < 3; pageNo++) {
        const asked: ListingQuery = cursor ? { ...query, cursor, page: undefined } : query;
        forgetKeptCounts();
        const fromDatabase = await listFromDatabase(db, asked, listing, ref, filter);
        const fromIndex = listFromIndex(kept, asked, listing, ref, filter);
        const where = JSON.stringify({ i, asked, now: listing.now, serving: listing.servingBranchIds });
        expect(fromIndex, where).toEqual(fromDatabase);
        compared += 1;
        pieces += fromDatabase.items.length;
        if (cursor) withCursor += 1;
        cursor = fromDatabase.nextCursor;
        if (!cursor) break;
      }
    }
    // The questions reach pages, second and third pages through the cursor, and many pieces.
    expect(compared).toBeGreaterThan(1_200);
    expect(withCursor).toBeGreaterThan(150);
    expect(pieces).toBeGreaterThan(5_000);
  }, 300_000);

  it('tells the quote the same as the database whether a piece is free, and which piece to offer instead, for 1,000 random pieces, days and instants', async () => {
    const db = ctx.app.db;
    const rnd = randomSource(20_261_129);
    const index = listingIndex(db);
    expect(await index.loaded()).toBe(true);
    // Many pieces rented as often as others, so the offer's tie (the lowest id) is tried too.
    await db.execute(sql`update products set times_booked = times_booked % 3`);
    const now = new Date();
    const edgeCases = await addEdgeCases(db, rnd, now, today, 60);
    const facts = await shopFacts();
    const pieces = (
      await db.execute<{ id: number; code: string; active: boolean }>(
        sql`select id, code, is_active as active from products order by hashint4(id # 7) limit 300`,
      )
    ).rows;
    const ids = [...edgeCases.pieceIds, ...pieces.map((p) => p.id)];
    const codes = new Map(
      (await db.execute<{ id: number; code: string }>(sql`select id, code from products`)).rows.map((r) => [
        r.id,
        r.code,
      ]),
    );
    let taken = 0;
    let offers = 0;
    for (let i = 0; i < 1_000; i++) {
      const id = pick(rnd, ids);
      const from = rnd.int(2)
        ? addDays(pick(rnd, facts.edges), rnd.int(8) - 5)
        : addDays(today, rnd.int(300));
      const span = { deliveryDate: from, returnDate: addDays(from, rnd.int(10)) };
      const at = pick(rnd, edgeCases.instants);
      const [plain] = (
        await db.execute<{ taken: boolean; active: boolean }>(
          sql`select ${pieceTakenByBookings(id, span, at)} as taken, p.is_active as active from products p where p.id = ${id}`,
        )
      ).rows;
      const kept = await index.fresh();
      const quoted = kept?.quoted(codes.get(id) ?? '', span, at);
      const where = JSON.stringify({ i, id, span, at });
      expect(quoted === undefined, where).toBe(!plain?.active);
      if (quoted) expect(quoted.taken, where).toBe(plain?.taken);
      if (plain?.taken) taken += 1;
      // A taken piece's 409 offers the piece the database would offer.
      if (quoted?.taken) {
        const offered = kept?.substitute(id, span, at) ?? null;
        expect(offered, where).toEqual(await freeSubstitute(db, id, span, at));
        if (offered) offers += 1;
      }
    }
    expect(taken).toBeGreaterThan(100);
    expect(offers).toBeGreaterThan(50);
    expect(await index.fresh().then((kept) => kept?.quoted('NO-SUCH-PIECE', undefined, now))).toBeUndefined();
  }, 120_000);

  it('a piece booked, held or released shows at once in the event-date listing over HTTP', async () => {
    const db = ctx.app.db;
    const eventDate = addDays(today, 40);
    const url = `/api/products?eventDate=${eventDate}&period=4&limit=60&sort=lowToHigh`;
    const codes = async () =>
      ((await ctx.app.inject({ method: 'GET', url })).json().items as { code: string }[]).map((c) => c.code);
    await codes();
    expect(await listingIndex(db).loaded()).toBe(true);
    const first = (await codes())[0];
    expect(first).toBeDefined();
    const piece = (await db.execute<{ id: number }>(sql`select id from products where code = ${first}`))
      .rows[0];
    if (!piece) throw new Error('no piece');
    const settings = await getSettings(db);
    const delivery = addDays(eventDate, -settings.rental.deliveryDaysBeforeEvent);
    const hold = await bookPiece(db, {
      productId: piece.id,
      deliveryDate: delivery,
      returnDate: addDays(delivery, 3),
      status: 'held',
      heldUntil: new Date(Date.now() + 15 * 60_000),
    });
    expect(await codes()).not.toContain(first);
    await db.execute(sql`update bookings set status = 'released', held_until = null where id = ${hold.id}`);
    expect(await codes()).toContain(first);
    await db.execute(sql`update products set is_active = false where id = ${piece.id}`);
    expect(await codes()).not.toContain(first);
    await db.execute(sql`update products set is_active = true where id = ${piece.id}`);
    expect(await codes()).toContain(first);
  });

  it('with a lag allowed, answers from the last look, and looks again once the lag has passed', async () => {
    const db = ctx.app.db;
    const index = listingIndex(db);
    expect(await index.loaded()).toBe(true);
    const query = ListingQuerySchema.parse({ type: 'rent', sort: 'lowToHigh', limit: 1 });
    const cheapest = async (maxLagMs: number) =>
      (await keptAnswer(ctx.app.db, query, maxLagMs)).items[0]?.code;
    const before = await cheapest(0);
    await db.execute(sql`update products set price = 1 where id = (
      select id from products where type = 'rent' and is_active and code <> ${before ?? ''} order by id desc limit 1)`);
    // Within the lag: the last look's answer; the next answer after a new look shows the change.
    expect(await cheapest(60_000)).toBe(before);
    const cheaper = await cheapest(0);
    expect(cheaper).not.toBe(before);
    await db.execute(sql`update products set price = price + 100000 where code = ${cheaper ?? ''}`);
    expect(await cheapest(60_000)).toBe(cheaper);
    // Once the lag has passed, the answer waits for a new look.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await cheapest(40)).toBe(before);
  });

  it('loads afresh after rows are deleted, and the database answers meanwhile', async () => {
    const db = ctx.app.db;
    const index = listingIndex(db);
    expect(await index.loaded()).toBe(true);
    const settings = await getSettings(db);
    const query = ListingQuerySchema.parse({ type: 'buy', sort: 'lowToHigh', limit: 60 });
    const listing = { settings, now: new Date() };
    const before = await listProducts(db, query, listing);
    const gone = before.items.at(-1);
    if (!gone) throw new Error('no piece for sale');
    await db.execute(sql`delete from products where code = ${gone.code}
      and not exists (select 1 from bookings b where b.product_id = products.id)`);
    // The look sees the epoch move: this answer comes from the database, the next ones from the new load.
    expect(await index.fresh()).toBeNull();
    const during = await listProducts(db, query, listing);
    expect(during.items.map((c) => c.code)).not.toContain(gone.code);
    expect(await index.loaded()).toBe(true);
    const after = await listProducts(db, query, listing);
    expect(after.items.map((c) => c.code)).not.toContain(gone.code);
    expect(after.total).toBe(before.total - 1);
  });
});
