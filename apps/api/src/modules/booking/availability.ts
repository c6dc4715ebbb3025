import { MESSAGES } from '@vastra/shared/rules';
import { type SQL, sql } from 'drizzle-orm';
import { preparedRows } from '../../db/prepared.ts';
import type { Executor } from '../../db/tx.ts';
import { conflict } from '../../lib/errors.ts';

export type DateSpan = { deliveryDate: string; returnDate: string };

/** The range a booking of these days blocks: its days and the day after (the exclusion's range). */
const blockedRange = (span: DateSpan): SQL =>
  sql`daterange(${span.deliveryDate}::date, ${span.returnDate}::date + 2, '[)')`;

/**
 * The one answer to "is this piece taken for this range", from the piece's row in `piece_busy`
 * (record 31), which the database keeps in the same transaction as every booking write:
 * - `busy`: every confirmed booking (rentals, maintenance blocks, trials) with its day after, and
 *   everything before the day a piece on its way to another branch arrives;
 * - holds depend on the clock, so only when the piece has a hold that may still be live at `now`
 *   (`held_until`, the latest expiry, is not before `now`) and the union of its held ranges meets
 *   the range are the holds themselves read: a hold whose `held_until` is before `now` has lapsed.
 * A piece without a row has no booking at all. It answers exactly as `pieceTakenByBookings`
 * (the correctness test checks it); the exclusion constraint stays what refuses a double booking.
 * `productId` is a number or the listing's column (sql`p.id`).
 */
export function pieceTaken(productId: number | SQL, span: DateSpan, now: Date): SQL {
  const range = blockedRange(span);
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(exists (
      select 1 from piece_busy a
      where a.product_id = ${productId}
        and (a.busy && ${range}
          or (a.held_until >= ${at} and a.held && ${range}
            and exists (
              select 1 from bookings h
              where h.product_id = a.product_id and h.status = 'held' and h.held_until >= ${at}
                and daterange(h.delivery_date, h.return_date + 2, '[)') && ${range})))))`;
}

/**
 * The same answer read from the bookings themselves (a live booking whose range plus the day after
 * meets the new range plus its day after, or the piece arriving after the first day): what the fast
 * path replaced, kept as the reference the correctness test compares it with.
 */
export function pieceTakenByBookings(productId: number | SQL, span: DateSpan, now: Date): SQL {
  return sql`(exists (
      select 1 from bookings b
      where b.product_id = ${productId}
        and b.status in ('held', 'confirmed')
        and daterange(b.delivery_date, b.return_date + 2, '[)') && ${blockedRange(span)}
        and not (b.status = 'held' and b.held_until < ${now.toISOString()}::timestamptz))
    or exists (
      select 1 from products arriving
      where arriving.id = ${productId} and arriving.arrives_on > ${span.deliveryDate}::date))`;
}

/**
 * Whether the piece is free for the range (quote, cart): one prepared statement on PostgreSQL's
 * pool; inside a transaction (which has no pool of its own) a plain query on that transaction.
 */
async function isPieceFree(db: Executor, productId: number, span: DateSpan, now: Date): Promise<boolean> {
  const rows = await preparedRows<{ taken: boolean }>(
    db,
    sql`select ${pieceTaken(productId, span, now)} as taken`,
  );
  return rows[0]?.taken === false;
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
