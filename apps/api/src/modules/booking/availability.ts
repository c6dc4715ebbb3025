import { MESSAGES } from '@vastra/shared/rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';

type Executor = Pick<Db, 'execute'>;
export type DateSpan = { deliveryDate: string; returnDate: string };

/**
 * The one answer to "is this piece taken for this range": a live booking (confirmed, or held and
 * not yet lapsed) whose range plus the day after it overlaps the new range plus its day after.
 * The same range expression as the exclusion constraint on bookings, so its GiST index serves it
 * and it agrees with what checkout's insert is refused for. A piece on its way to another branch
 * is taken until the day it arrives: a new rental is delivered on that day at the earliest.
 * `productId` is a number or the listing's column (sql`p.id`).
 */
export function pieceTaken(productId: number | SQL, span: DateSpan, now: Date): SQL {
  return sql`(exists (
      select 1 from bookings b
      where b.product_id = ${productId}
        and b.status in ('held', 'confirmed')
        and daterange(b.delivery_date, b.return_date + 2, '[)')
            && daterange(${span.deliveryDate}::date, ${span.returnDate}::date + 2, '[)')
        and not (b.status = 'held' and b.held_until < ${now.toISOString()}::timestamptz))
    or exists (
      select 1 from products arriving
      where arriving.id = ${productId} and arriving.arrives_on > ${span.deliveryDate}::date))`;
}

/** Whether the piece is free for the range (quote, cart). */
async function isPieceFree(db: Executor, productId: number, span: DateSpan, now: Date): Promise<boolean> {
  const result = await db.execute<{ taken: boolean }>(
    sql`select ${pieceTaken(productId, span, now)} as taken`,
  );
  return result.rows[0]?.taken === false;
}

/** 409 with the shop's conflict message when the piece is booked (or held) on those days. */
export async function assertPieceFree(
  db: Executor,
  productId: number,
  span: DateSpan,
  now: Date,
): Promise<void> {
  if (!(await isPieceFree(db, productId, span, now))) throw conflict(MESSAGES.conflict);
}
