import { and, eq, inArray } from 'drizzle-orm';
import { bookings, orderLines } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';

const linesOf = (db: Executor, orderIds: string[]) =>
  db.select({ id: orderLines.id }).from(orderLines).where(inArray(orderLines.orderId, orderIds));

/**
 * Frees an order's pieces: held → released (payment failed, superseded, cancelled unpaid) and,
 * when the order is cancelled after payment, confirmed → cancelled. Freed dates no longer meet
 * the exclusion constraint, so anyone can book them.
 */
export async function freeOrderBookings(
  db: Executor,
  orderIds: string[],
  opts: { cancelConfirmed?: boolean } = {},
): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .update(bookings)
    .set({ status: 'released' })
    .where(and(eq(bookings.status, 'held'), inArray(bookings.orderLineId, linesOf(db, orderIds))));
  if (opts.cancelConfirmed) {
    await db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(and(eq(bookings.status, 'confirmed'), inArray(bookings.orderLineId, linesOf(db, orderIds))));
  }
}
