import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { type Executor, isUuid, type Tx } from '../../db/tx.ts';
import { notFound } from '../../lib/errors.ts';
import { assertBranch, type StaffUser } from '../../plugins/staff-auth.ts';
import { ORDER_NOT_FOUND } from './order-view.ts';

export type OrderRow = typeof orders.$inferSelect;

/** Who made a staff write and from where, for the timeline, the ledger and the audit log. */
export type StaffAct = { who: StaffUser; ip: string; at: Date };

/** An order of a branch the staff member works at; another branch's order answers 404. */
export async function staffOrder(db: Executor, who: StaffUser, orderId: string): Promise<OrderRow> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  assertBranch(who, row.branchId);
  return row;
}

/** The same, locked for the rest of the transaction (one staff write at a time per order). */
export async function lockStaffOrder(tx: Tx, who: StaffUser, orderId: string): Promise<OrderRow> {
  const seen = await staffOrder(tx, who, orderId);
  const [row] = await tx.select().from(orders).where(eq(orders.id, seen.id)).for('update');
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}
