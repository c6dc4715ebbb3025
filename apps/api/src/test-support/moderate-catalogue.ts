import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookingPlan, insertLargeBookings, insertLargeProducts } from '../demo/catalog-large.ts';

/**
 * A moderate catalogue on top of the demo shop: by default 800 pieces with up to 12 bookings each
 * (8,000 in all), a tenth of them pre-used sales. Returns the new pieces' first and last ids.
 */
export async function seedModerate(
  db: Db,
  today: string,
  opts: { pieces: number; bookings: number; saleShare: number } = {
    pieces: 800,
    bookings: 8_000,
    saleShare: 0.1,
  },
): Promise<{ first: number; last: number }> {
  const categories = (
    await db.execute<{ id: number; code: string; grp: number; isAccessory: boolean; name: string }>(
      sql`select id, code, grp, is_accessory as "isAccessory", name from categories order by id`,
    )
  ).rows;
  const branchIds = (await db.execute<{ id: number }>(sql`select id from branches order by id`)).rows.map(
    (b) => b.id,
  );
  const count = (
    await db.execute<{ n: number; first: number }>(
      sql`select count(*)::int as n, coalesce(max(id), 0)::int + 1 as first from products`,
    )
  ).rows[0] ?? { n: 0, first: 1 };
  await insertLargeProducts(db, {
    from: count.n + 1,
    to: count.n + opts.pieces,
    categories,
    branchIds,
    saleShare: opts.saleShare,
  });
  const made = (
    await db.execute<{ rentals: number; last: number }>(
      sql`select count(*) filter (where type = 'rent')::int as rentals, max(id)::int as last
          from products where id >= ${count.first}`,
    )
  ).rows[0] ?? { rentals: 0, last: count.first };
  const plan = bookingPlan(opts.bookings, made.rentals);
  await insertLargeBookings(db, {
    fromId: count.first,
    toId: made.last,
    ...plan,
    limit: opts.bookings,
    today,
  });
  return { first: count.first, last: made.last };
}
