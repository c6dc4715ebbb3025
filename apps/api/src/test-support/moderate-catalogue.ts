import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookingPlan, insertLargeBookings, insertLargeProducts } from '../demo/catalog-large.ts';

/** A moderate catalogue on top of the demo shop: 800 pieces with up to 12 bookings each. */
export async function seedModerate(db: Db, today: string): Promise<void> {
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
    to: count.n + 800,
    categories,
    branchIds,
    saleShare: 0.1,
  });
  const rentals =
    (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from products where id >= ${count.first} and type = 'rent'`,
      )
    ).rows[0]?.n ?? 0;
  const plan = bookingPlan(8_000, rentals);
  await insertLargeBookings(db, {
    fromId: count.first,
    toId: count.first + 10_000,
    ...plan,
    limit: 8_000,
    today,
  });
}
