import { canChangeLineStatus, canChangeOrderStatus, type LineStatus } from '@vastra/shared/rules';
import type { OrderStatus } from '@vastra/shared/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { orderEvents, orderLines, orders } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { conflict } from '../../lib/errors.ts';
import { creditHeldBy, giveBackOrderCredit, recordLedger, retakeOrderCredit } from '../payments/index.ts';

/** What may be stamped together with a status: when it was paid or cancelled. */
type Stamps = {
  paidAt?: Date;
  cancelledAt?: Date /** When the step happened, if not one of those. */;
  at?: Date;
};

/** Who made a step: the customer, a staff member (by id) or the shop's own jobs. */
export type Actor = { kind: 'customer' | 'system' } | { kind: 'staff'; staffId: string };

/** The lines an order's move carries along, and the status each moves to. */
const LINES_FOLLOW: Partial<Record<OrderStatus, { from: readonly LineStatus[]; to: LineStatus }>> = {
  paid: { from: ['held', 'expired'], to: 'confirmed' },
  expired: { from: ['held'], to: 'expired' },
  cancelled: { from: ['held', 'confirmed', 'preparing', 'ready', 'out_for_delivery'], to: 'cancelled' },
  refund_due: { from: ['held', 'expired', 'cancelled'], to: 'refund_due' },
  refunded: { from: ['refund_due'], to: 'refunded' },
};

/** Statuses in which the order's total is no longer owed (it was annulled in the ledger). */
const ANNULLED: readonly OrderStatus[] = ['expired', 'cancelled', 'refund_due', 'refunded'];
/** Statuses of an order whose advance was never paid. */
const UNPAID: readonly OrderStatus[] = ['pending_payment', 'payment_failed', 'expired'];
/** Where an unpaid order ends without being paid: the store credit it took goes back. */
const UNPAID_ENDS: readonly OrderStatus[] = ['payment_failed', 'expired', 'cancelled', 'refund_due'];

/**
 * The only writer of an order's status. The move must be in the shared lifecycle table, else
 * 409; only orders still in `from` move (one that moved meanwhile is left alone). Staying in the
 * same status writes nothing. The order's lines follow it, the step goes on the order's timeline
 * with who made it, and the ledger annuls the total when the order ends unpaid or is cancelled
 * (or owes it again when a lapsed order is paid after all). Returns the ids that moved.
 * Example: changeOrderStatus(tx, order.id, { from: 'paid', to: 'cancelled' }, { cancelledAt: now }).
 */
export async function changeOrderStatus(
  tx: Executor,
  orderIds: string | readonly string[],
  move: { from: OrderStatus; to: OrderStatus },
  stamps: Stamps = {},
  actor: Actor = { kind: 'system' },
): Promise<string[]> {
  const ids = typeof orderIds === 'string' ? [orderIds] : [...orderIds];
  if (ids.length === 0 || move.from === move.to) return [];
  if (!canChangeOrderStatus(move.from, move.to)) {
    throw conflict(`This order cannot go from ${move.from} to ${move.to}.`);
  }
  const { at: when, ...timestamps } = stamps;
  const moved = await tx
    .update(orders)
    .set({ status: move.to, ...timestamps })
    .where(and(inArray(orders.id, ids), eq(orders.status, move.from)))
    .returning({
      id: orders.id,
      userId: orders.userId,
      billNo: orders.billNo,
      total: orders.total,
      type: orders.orderType,
    });
  if (moved.length === 0) return [];
  const at = when ?? stamps.cancelledAt ?? stamps.paidAt ?? new Date();
  const movedIds = moved.map((row) => row.id);
  await moveLinesAlong(tx, movedIds, move.to);
  await tx.insert(orderEvents).values(
    movedIds.map((orderId) => ({
      orderId,
      fromStatus: move.from,
      toStatus: move.to,
      actor: actor.kind,
      staffId: actor.kind === 'staff' ? actor.staffId : null,
      createdAt: at,
    })),
  );
  const wasAnnulled = ANNULLED.includes(move.from);
  const isAnnulled = ANNULLED.includes(move.to);
  if (wasAnnulled !== isAnnulled) {
    await recordLedger(
      tx,
      moved.map((row) => ({
        orderId: row.id,
        userId: row.userId,
        kind: isAnnulled ? ('cancellation' as const) : ('order_total' as const),
        amount: isAnnulled ? -row.total : row.total,
        note: isAnnulled ? '' : 'Booked again after a late payment',
        at,
      })),
    );
  }
  await settleOrderCredit(tx, moved, move, at);
  return movedIds;
}

/**
 * Store credit follows an unpaid order: when it fails, lapses or is cancelled before payment the
 * credit it took goes back to the customer; when it is paid after all it is taken again.
 */
async function settleOrderCredit(
  tx: Executor,
  moved: { id: string; userId: string; billNo: string }[],
  move: { from: OrderStatus; to: OrderStatus },
  at: Date,
): Promise<void> {
  if (!UNPAID.includes(move.from)) return;
  if (UNPAID_ENDS.includes(move.to)) {
    const held = await creditHeldBy(
      tx,
      moved.map((o) => o.id),
    );
    for (const order of moved) if (held.has(order.id)) await giveBackOrderCredit(tx, order, at);
  } else if (move.to === 'paid' && move.from !== 'pending_payment') {
    for (const order of moved) await retakeOrderCredit(tx, order, at);
  }
}

async function moveLinesAlong(tx: Executor, orderIds: string[], to: OrderStatus): Promise<void> {
  const follow = LINES_FOLLOW[to];
  if (!follow) return;
  const lines = await tx
    .select({ id: orderLines.id, type: orderLines.type, status: orderLines.status })
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, orderIds), inArray(orderLines.status, [...follow.from])));
  const movable = lines.filter((l) => canChangeLineStatus(l.type, l.status, follow.to)).map((l) => l.id);
  if (movable.length > 0) {
    await tx.update(orderLines).set({ status: follow.to }).where(inArray(orderLines.id, movable));
  }
}

type LineRow = typeof orderLines.$inferSelect;

/**
 * Moves one line (a piece of an order) along the shared line tables: the line must still be in
 * `from` and the move be allowed for its type (rent or buy), else 409 and nothing is written.
 * The step goes on the order's timeline with who made it and the note. Returns the line as it
 * was before the move.
 * Example: changeLineStatus(tx, line.id, { from: 'ready', to: 'with_customer' }, staffActor, 'ID seen').
 */
export async function changeLineStatus(
  tx: Executor,
  lineId: string,
  move: { from: LineStatus; to: LineStatus },
  actor: Actor,
  note = '',
  at: Date = new Date(),
): Promise<LineRow> {
  const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, lineId)).for('update');
  if (!line) throw conflict('This piece is not part of the order.');
  if (line.status !== move.from) {
    throw conflict(
      `This piece is ${line.status.replace(/_/g, ' ')} now, not ${move.from.replace(/_/g, ' ')}.`,
    );
  }
  if (!canChangeLineStatus(line.type, move.from, move.to)) {
    throw conflict(
      `A ${line.type === 'rent' ? 'rented' : 'sold'} piece cannot go from ${move.from.replace(/_/g, ' ')} to ${move.to.replace(/_/g, ' ')}.`,
    );
  }
  await tx.update(orderLines).set({ status: move.to }).where(eq(orderLines.id, lineId));
  await tx.insert(orderEvents).values({
    orderId: line.orderId,
    lineId,
    fromStatus: move.from,
    toStatus: move.to,
    actor: actor.kind,
    staffId: actor.kind === 'staff' ? actor.staffId : null,
    note,
    createdAt: at,
  });
  return line;
}
