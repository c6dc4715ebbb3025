import { type BookedSpan, MESSAGES } from '@vastra/shared/rules';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perConnection } from '../../db/prepared.ts';
import { bookings } from '../../db/schema/index.ts';
import { conflict, EXCLUSION_VIOLATION, sqlState } from '../../lib/errors.ts';

/** A transaction or the database: both run the same queries. */
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/**
 * Active bookings of a product that touch [from, to] (buffers included). A hold whose time ran
 * out no longer counts, even before the job releases it.
 */
export async function activeSpans(
  db: Executor,
  productId: number,
  from: string,
  to: string,
  now: Date,
): Promise<BookedSpan[]> {
  return db
    .select({ deliveryDate: bookings.deliveryDate, returnDate: bookings.returnDate })
    .from(bookings)
    .where(
      and(
        eq(bookings.productId, productId),
        inArray(bookings.status, ['held', 'confirmed']),
        lte(bookings.deliveryDate, sql`${to}::date + 1`),
        gte(bookings.returnDate, sql`${from}::date - 1`),
        sql`not (${bookings.status} = 'held' and ${bookings.heldUntil} < ${now.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(bookings.deliveryDate);
}

const releaseLapsedHoldsQuery = perConnection((db: Executor) =>
  db
    .update(bookings)
    .set({ status: 'released' })
    .where(
      and(
        sql`${bookings.productId} = any(${sql.placeholder('productIds')}::int[])`,
        eq(bookings.status, 'held'),
        sql`${bookings.heldUntil} < ${sql.placeholder('now')}::timestamptz`,
      ),
    )
    // Named: every checkout asks, so each connection plans it once.
    .prepare('release_lapsed_holds'),
);

/** Marks lapsed holds of these products released, so they stop blocking a new booking. */
export async function releaseLapsedHoldsOf(db: Executor, productIds: number[], now: Date): Promise<void> {
  if (productIds.length === 0) return;
  await releaseLapsedHoldsQuery(db).execute({ productIds, now: now.toISOString() });
}

/**
 * A pre-used piece in a purchase is held like a rental, from today to the end of the calendar:
 * the same exclusion constraint then refuses a second buyer while the first one pays.
 */
export const SALE_HOLD_LAST_DAY = '9999-12-30';

export type NewBooking = {
  productId: number;
  deliveryDate: string;
  returnDate: string;
  status: 'held' | 'confirmed';
  source?: 'online' | 'store';
  heldUntil?: Date | null;
  orderLineId?: string | null;
};

/**
 * Books a piece. The database's exclusion constraint decides: a booking that meets another
 * within a buffer day is refused (SQLSTATE 23P01) and answered 409 with the 'already booked' message.
 * Inside a transaction, run it in a savepoint-free position: the error aborts the transaction.
 */
export async function bookPiece(db: Executor, booking: NewBooking): Promise<{ id: string }> {
  try {
    const [row] = await db
      .insert(bookings)
      .values({
        productId: booking.productId,
        deliveryDate: booking.deliveryDate,
        returnDate: booking.returnDate,
        status: booking.status,
        source: booking.source ?? 'online',
        heldUntil: booking.heldUntil ?? null,
        orderLineId: booking.orderLineId ?? null,
      })
      .returning({ id: bookings.id });
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) throw conflict(MESSAGES.conflict);
    throw error;
  }
}
