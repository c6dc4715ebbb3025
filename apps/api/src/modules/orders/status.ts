import { canChangeOrderStatus } from '@vastra/shared/rules';
import type { OrderStatus } from '@vastra/shared/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { conflict } from '../../lib/errors.ts';

/** What may be stamped together with a status: when it was paid or cancelled. */
type Stamps = { paidAt?: Date; cancelledAt?: Date };

/**
 * The only writer of an order's status. The move must be in the shared lifecycle table, else
 * 409; only orders still in `from` move (one that moved meanwhile is left alone). Staying in the
 * same status writes nothing. Returns the ids that moved.
 * Example: changeOrderStatus(tx, order.id, { from: 'paid', to: 'cancelled' }, { cancelledAt: now }).
 */
export async function changeOrderStatus(
  tx: Executor,
  orderIds: string | readonly string[],
  move: { from: OrderStatus; to: OrderStatus },
  stamps: Stamps = {},
): Promise<string[]> {
  const ids = typeof orderIds === 'string' ? [orderIds] : [...orderIds];
  if (ids.length === 0 || move.from === move.to) return [];
  if (!canChangeOrderStatus(move.from, move.to)) {
    throw conflict(`This order cannot go from ${move.from} to ${move.to}.`);
  }
  const moved = await tx
    .update(orders)
    .set({ status: move.to, ...stamps })
    .where(and(inArray(orders.id, ids), eq(orders.status, move.from)))
    .returning({ id: orders.id });
  return moved.map((row) => row.id);
}
