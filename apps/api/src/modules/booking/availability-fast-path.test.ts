import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { addDays, todayInIndia } from '../../test-support/fixtures.ts';
import { seedModerate } from '../../test-support/moderate-catalogue.ts';
import { pieceTaken, pieceTakenByBookings } from './availability.ts';
import { addEdgeCases, compareFastPath, randomSource } from './availability-check.ts';
import { bookPiece } from './bookings.ts';

let ctx: TestContext;
/** India's date on the app's clock (not the machine's: a run may cross midnight). */
let today: string;

beforeAll(async () => {
  ctx = await createTestApp();
  today = todayInIndia(ctx.clock.now);
  await seedModerate(ctx.app.db, today);
}, 120_000);
afterAll(() => ctx.close());

/** Pieces whose maintained row differs from one computed afresh from their bookings. */
async function staleRows(): Promise<number[]> {
  const rows = await ctx.app.db.execute<{ id: number }>(sql`
    select p.id from products p left join piece_busy a on a.product_id = p.id
    where coalesce(a.busy, '{}') is distinct from (
        select coalesce(range_agg(r), '{}') from (
          select daterange(b.delivery_date, b.return_date + 2, '[)') as r from bookings b
          where b.product_id = p.id and b.status = 'confirmed'
          union all select daterange(null, p.arrives_on, '[)') where p.arrives_on is not null) s)
      or coalesce(a.held, '{}') is distinct from (
        select coalesce(range_agg(daterange(b.delivery_date, b.return_date + 2, '[)')), '{}')
        from bookings b where b.product_id = p.id and b.status = 'held')
      or a.held_until is distinct from (
        select max(b.held_until) from bookings b where b.product_id = p.id and b.status = 'held')
    order by p.id limit 20`);
  return rows.rows.map((r) => r.id);
}

/** A rental piece with no booking and not on its way anywhere (the edge cases move some). */
async function freshPiece(): Promise<{ productId: number }> {
  const rows = await ctx.app.db.execute<{ productId: number }>(sql`
    select p.id as "productId" from products p
    where p.type = 'rent' and p.arrives_on is null and not exists (select 1 from bookings b where b.product_id = p.id)
    order by p.id limit 1`);
  const row = rows.rows[0];
  if (!row) throw new Error('no free rental piece');
  return row;
}

async function taken(productId: number, from: string, to: string, at: Date) {
  const span = { deliveryDate: from, returnDate: to };
  const rows = await ctx.app.db.execute<{ fast: boolean; plain: boolean }>(
    sql`select ${pieceTaken(productId, span, at)} as fast, ${pieceTakenByBookings(productId, span, at)} as plain`,
  );
  return rows.rows[0];
}

describe('the availability fast path (record 31)', () => {
  it('answers exactly as a plain NOT EXISTS over the bookings for 1,000 random dates and filters', async () => {
    const rnd = randomSource(20_261_126);
    const now = new Date();
    const edges = await addEdgeCases(ctx.app.db, rnd, now, today);
    expect(await staleRows()).toEqual([]);
    const result = await compareFastPath(ctx.app.db, { cases: 1_000, seed: 1, today, edges, random: rnd });
    expect(result.mismatches).toEqual([]);
    expect(result.cases).toBe(1_000);
    // The questions reach both answers, many times over.
    expect(result.free).toBeGreaterThan(1_000);
    expect(result.taken).toBeGreaterThan(1_000);
  }, 300_000);

  it('a hold makes its piece busy until the moment it lapses, and not after', async () => {
    const piece = await freshPiece();
    const from = addDays(today, 50);
    const heldUntil = new Date(Date.now() + 15 * 60_000);
    await bookPiece(ctx.app.db, {
      productId: piece.productId,
      deliveryDate: from,
      returnDate: addDays(from, 3),
      status: 'held',
      heldUntil,
    });
    // The buffer day after the return is taken too; the day after it is free.
    expect(await taken(piece.productId, addDays(from, 4), addDays(from, 6), heldUntil)).toEqual({
      fast: true,
      plain: true,
    });
    expect(await taken(piece.productId, addDays(from, 5), addDays(from, 8), heldUntil)).toEqual({
      fast: false,
      plain: false,
    });
    expect(await taken(piece.productId, from, from, new Date(heldUntil.getTime() - 1))).toEqual({
      fast: true,
      plain: true,
    });
    expect(await taken(piece.productId, from, from, new Date(heldUntil.getTime() + 1))).toEqual({
      fast: false,
      plain: false,
    });
    // Paid: confirmed, busy whatever the clock says.
    await ctx.app.db.execute(
      sql`update bookings set status = 'confirmed', held_until = null where product_id = ${piece.productId} and status = 'held'`,
    );
    expect(await taken(piece.productId, from, from, new Date(heldUntil.getTime() + 60 * 60_000))).toEqual({
      fast: true,
      plain: true,
    });
  });

  it('bookings of one piece made at the same moment all reach its busy row', async () => {
    const piece = await freshPiece();
    const start = addDays(today, 100);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        bookPiece(ctx.app.db, {
          productId: piece.productId,
          deliveryDate: addDays(start, i * 6),
          returnDate: addDays(start, i * 6 + 3),
          status: 'confirmed',
        }),
      ),
    );
    expect(await staleRows()).toEqual([]);
    for (let i = 0; i < 12; i++)
      expect(
        (await taken(piece.productId, addDays(start, i * 6 + 1), addDays(start, i * 6 + 1), new Date()))
          ?.fast,
      ).toBe(true);
  });

  it('holds on one piece made at the same moment all reach its held row, with the latest expiry', async () => {
    const piece = await freshPiece();
    const start = addDays(today, 180);
    const expiries = Array.from(
      { length: 8 },
      (_, i) => new Date(Date.now() + (10 + ((i * 5) % 8)) * 60_000),
    );
    await Promise.all(
      expiries.map((heldUntil, i) =>
        bookPiece(ctx.app.db, {
          productId: piece.productId,
          deliveryDate: addDays(start, i * 6),
          returnDate: addDays(start, i * 6 + 3),
          status: 'held',
          heldUntil,
        }),
      ),
    );
    expect(await staleRows()).toEqual([]);
    const latest = new Date(Math.max(...expiries.map((d) => d.getTime())));
    for (let i = 0; i < 8; i++) {
      const day = addDays(start, i * 6 + 1);
      expect(await taken(piece.productId, day, day, new Date(expiries[i]!.getTime() - 1000))).toEqual({
        fast: true,
        plain: true,
      });
      expect((await taken(piece.productId, day, day, new Date(latest.getTime() + 1)))?.fast).toBe(false);
    }
  });

  it('a maintenance block and its release show at once', async () => {
    const piece = await freshPiece();
    const from = addDays(today, 20);
    await ctx.app.db.execute(
      sql`insert into bookings (product_id, delivery_date, return_date, status, kind, source) values (${piece.productId}, ${from}, ${addDays(from, 2)}, 'confirmed', 'maintenance', 'store')`,
    );
    expect(await taken(piece.productId, addDays(from, 3), addDays(from, 4), new Date())).toEqual({
      fast: true,
      plain: true,
    });
    await ctx.app.db.execute(
      sql`update bookings set status = 'released' where product_id = ${piece.productId} and kind = 'maintenance'`,
    );
    expect(await taken(piece.productId, addDays(from, 3), addDays(from, 4), new Date())).toEqual({
      fast: false,
      plain: false,
    });
    expect(await staleRows()).toEqual([]);
  });
});
