import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, orders } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { changeOrderStatus } from './status.ts';

/** How many rows one transaction claims. */
const BATCH = 500;
/** At most this many transactions a run: 20,000 holds a minute. */
const MAX_BATCHES = 40;

/**
 * Ends holds whose time ran out: unpaid orders past their hold become 'expired' and every lapsed
 * hold 'released'. Any process may run it at any time: rows another transaction is working on
 * (a payment being confirmed) are skipped, and running it twice changes nothing more. It works in
 * transactions of BATCH rows until none is left: lapsed holds left behind would make every
 * checkout of their pieces release them itself, and the order's statement find them through the
 * index of holds by expiry (record 31, addendum 6).
 */
export async function releaseLapsedHolds(
  db: Db,
  now: Date,
): Promise<{ expiredOrders: number; releasedHolds: number }> {
  const total = { expiredOrders: 0, releasedHolds: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const done = await releaseBatch(db, now);
    total.expiredOrders += done.expiredOrders;
    total.releasedHolds += done.releasedHolds;
    if (done.expiredOrders < BATCH && done.releasedHolds < BATCH) break;
  }
  return total;
}

/** Unpaid orders past their hold, claimed: an index of the unpaid orders alone (migration 0036). */
export function lapsedOrdersQuery(db: Executor, now: Date) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lt(orders.holdExpiresAt, now)))
    .limit(BATCH)
    .for('update', { skipLocked: true });
}

function releaseBatch(db: Db, now: Date): Promise<{ expiredOrders: number; releasedHolds: number }> {
  return db.transaction(async (tx) => {
    const lapsedOrders = await lapsedOrdersQuery(tx, now);
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
