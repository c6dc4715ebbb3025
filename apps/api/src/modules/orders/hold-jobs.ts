import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, orders } from '../../db/schema/index.ts';
import { changeOrderStatus } from './status.ts';

/** How many rows one run claims; the next run takes the rest. */
const BATCH = 500;

/**
 * Ends holds whose time ran out: unpaid orders past their hold become 'expired' and every lapsed
 * hold 'released'. Any process may run it at any time: rows another transaction is working on
 * (a payment being confirmed) are skipped, and running it twice changes nothing more.
 */
export async function releaseLapsedHolds(
  db: Db,
  now: Date,
): Promise<{ expiredOrders: number; releasedHolds: number }> {
  return db.transaction(async (tx) => {
    const lapsedOrders = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'pending_payment'), lt(orders.holdExpiresAt, now)))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (lapsedOrders.length > 0) {
      const ids = lapsedOrders.map((o) => o.id);
      await changeOrderStatus(tx, ids, { from: 'pending_payment', to: 'expired' }, { at: now });
    }
    const lapsedHolds = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.status, 'held'), lt(bookings.heldUntil, now)))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (lapsedHolds.length > 0) {
      await tx
        .update(bookings)
        .set({ status: 'released' })
        .where(
          inArray(
            bookings.id,
            lapsedHolds.map((b) => b.id),
          ),
        );
    }
    return { expiredOrders: lapsedOrders.length, releasedHolds: lapsedHolds.length };
  });
}
