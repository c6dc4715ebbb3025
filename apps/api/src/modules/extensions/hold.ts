import { EXTENSION_MESSAGES } from '@vastra/shared/rules';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, rentalExtensions } from '../../db/schema/index.ts';
import type { Executor, Tx } from '../../db/tx.ts';
import { conflict, EXCLUSION_VIOLATION, sqlState } from '../../lib/errors.ts';

export type ExtensionRow = typeof rentalExtensions.$inferSelect;

/**
 * Moves the end of the piece's booking to `to`. The exclusion constraint decides: when another
 * booking starts within a buffer day of the new end this answers 409 and the caller's
 * transaction is rolled back whole.
 */
export async function widenBooking(tx: Executor, bookingId: string, to: string): Promise<void> {
  try {
    await tx.update(bookings).set({ returnDate: to }).where(eq(bookings.id, bookingId));
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) throw conflict(EXTENSION_MESSAGES.taken);
    throw error;
  }
}

/**
 * Puts an extension's days back on the calendar for others: the booking ends on its old return
 * date again (only if it still ends where the extension put it) and the extension is closed.
 */
export async function giveBackDays(
  tx: Executor,
  ext: ExtensionRow,
  status: 'lapsed' | 'failed',
): Promise<void> {
  await tx
    .update(bookings)
    .set({ returnDate: ext.fromReturnDate })
    .where(and(eq(bookings.id, ext.bookingId), eq(bookings.returnDate, ext.toReturnDate)));
  await tx.update(rentalExtensions).set({ status }).where(eq(rentalExtensions.id, ext.id));
}

/**
 * Takes the days again for an extension paid after it lapsed, in a savepoint: true when the
 * booking could reach the new return date, false when someone else booked those days meanwhile.
 */
export async function retakeDays(tx: Tx, ext: ExtensionRow): Promise<boolean> {
  try {
    const moved = await tx.transaction(async (sp) =>
      sp
        .update(bookings)
        .set({ returnDate: ext.toReturnDate })
        .where(
          and(
            eq(bookings.id, ext.bookingId),
            eq(bookings.status, 'confirmed'),
            eq(bookings.returnDate, ext.fromReturnDate),
          ),
        )
        .returning({ id: bookings.id }),
    );
    return moved.length > 0;
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) return false;
    throw error;
  }
}

/** Extensions of one line (or all) still held past their time: their days go back. */
async function lapsedHeld(tx: Tx, now: Date, lineId?: string): Promise<ExtensionRow[]> {
  return tx
    .select()
    .from(rentalExtensions)
    .where(
      and(
        eq(rentalExtensions.status, 'held'),
        lt(rentalExtensions.heldUntil, now),
        lineId ? eq(rentalExtensions.lineId, lineId) : undefined,
      ),
    )
    .limit(200)
    .for('update', { skipLocked: true });
}

/** Gives back the days of this line's extensions that were not paid in time. */
export async function lapseLineExtensions(tx: Tx, lineId: string, now: Date): Promise<void> {
  for (const ext of await lapsedHeld(tx, now, lineId)) await giveBackDays(tx, ext, 'lapsed');
}

/**
 * Every minute: extensions not paid in time give their days back. Rows a payment is being
 * confirmed on are skipped; running it twice changes nothing more.
 */
export async function lapseExtensions(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await lapsedHeld(tx, now);
    for (const ext of rows) await giveBackDays(tx, ext, 'lapsed');
    return rows.length;
  });
}
