import type { LineStatus } from '@vastra/shared/rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines } from '../../db/schema/index.ts';
import { isUuid, type Tx } from '../../db/tx.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit } from '../staff/index.ts';
import { lockStaffOrder, type OrderRow, type StaffAct } from './staff-access.ts';
import { tellCustomerOfStep } from './staff-notices.ts';
import { changeLineStatus } from './status.ts';

export type LineRow = typeof orderLines.$inferSelect;

/** The audit and timeline name of a staff step on a line. */
export type StepName =
  | 'prepare'
  | 'ready'
  | 'dispatch'
  | 'hand_over'
  | 'return'
  | 'inspect'
  | 'close'
  | 'lost';

/**
 * Runs a staff step on one line of an order in one transaction: the order locked (another
 * branch's answers 404), the line found in it (else 404), then `work`, which says where the
 * line goes and what else it wrote. The move is checked against the line tables (409), put on
 * the timeline and audited with the line's status and the step's details before and after.
 */
export async function staffLineStep(
  db: Db,
  act: StaffAct,
  input: { orderId: string; lineId: string; note: string },
  step: StepName,
  work: (tx: Tx, order: OrderRow, line: LineRow) => Promise<{ to: LineStatus; details?: object }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockStaffOrder(tx, act.who, input.orderId);
    const line = await lineOf(tx, order.id, input.lineId);
    const { to, details } = await work(tx, order, line);
    const actor = { kind: 'staff' as const, staffId: act.who.id };
    await changeLineStatus(tx, line.id, { from: line.status, to }, actor, input.note, act.at);
    await tellCustomerOfStep(tx, order, line, to, act.at);
    await recordAudit(tx, {
      staffId: act.who.id,
      action: `order.${step}`,
      entity: 'order_line',
      entityId: line.id,
      orderId: order.id,
      branchId: order.branchId,
      before: { status: line.status },
      after: { status: to, note: input.note, ...details },
      ip: act.ip,
      at: act.at,
    });
  });
}

async function lineOf(tx: Tx, orderId: string, lineId: string): Promise<LineRow> {
  if (!isUuid(lineId)) throw notFound('Line not found');
  const [line] = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)));
  if (!line) throw notFound('Line not found');
  return line;
}

/** What every ledger entry of a staff step on a line shares: the order, customer, line, staff member, time. */
export function lineEntry(order: OrderRow, line: LineRow, act: StaffAct) {
  return { orderId: order.id, userId: order.userId, lineId: line.id, staffId: act.who.id, at: act.at };
}
