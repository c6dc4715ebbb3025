import { addDays, formatEventDate, todayInIndia } from '@vastra/shared/rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export type BookedPiece = {
  productId: number;
  code: string;
  categorySlug: string;
  deliveryDate: string;
  returnDate: string;
};

/** A seeded rental with a confirmed booking at least a week ahead, and the booking's dates. */
export async function bookedPiece(db: Db, now = new Date()): Promise<BookedPiece> {
  const from = addDays(todayInIndia(now), 7);
  const result = await db.execute<BookedPiece>(sql`
    select p.id as "productId", p.code, c.slug as "categorySlug",
      b.delivery_date as "deliveryDate", b.return_date as "returnDate"
    from bookings b join products p on p.id = b.product_id join categories c on c.id = p.category_id
    where b.status = 'confirmed' and b.delivery_date >= ${from}::date and p.is_active and p.type = 'rent'
    order by b.delivery_date, p.id limit 1`);
  const row = result.rows[0];
  if (!row) throw new Error('the demo seed has no future booking');
  return row;
}

/** A seeded rental with no booking at all. */
export async function freePiece(db: Db): Promise<{ productId: number; code: string; baseRent: number }> {
  const result = await db.execute<{ productId: number; code: string; baseRent: number }>(sql`
    select p.id as "productId", p.code, p.base_rent as "baseRent" from products p
    where p.type = 'rent' and p.is_active and p.is_online and p.size is not null
      and not exists (select 1 from bookings b where b.product_id = p.id)
    order by p.id limit 1`);
  const row = result.rows[0];
  if (!row) throw new Error('the demo seed has no free rental');
  return row;
}

export { addDays, formatEventDate, todayInIndia };
