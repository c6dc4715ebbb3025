import type { LineStatus } from '@vastra/shared/rules';
import type { LineAction, LostAction } from '@vastra/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { orderLedger, recordLedger } from '../payments/index.ts';
import type { StaffAct } from './staff-access.ts';
import { type LineRow, lineEntry, staffLineStep } from './staff-line.ts';

export const NO_ID_ON_FILE = 'No ID document is on file for this customer: ask for one before handing over.';
const SETTLE_FIRST = 'Settle the money first: nothing may be due or owed back when a piece is closed.';
const dueFirst = (due: number) =>
  `₹${due} is still due (balance and deposit): collect it or send a payment link before handing over.`;

/** Where the simple steps take a line; a sold piece handed over is closed, a rented one worn. */
const SIMPLE: Record<'prepare' | 'ready' | 'dispatch', LineStatus> = {
  prepare: 'preparing',
  ready: 'ready',
  dispatch: 'out_for_delivery',
};

/** Mark preparing, ready, or out for delivery (the line tables say from where). */
export function simpleStep(
  db: Db,
  act: StaffAct,
  orderId: string,
  step: keyof typeof SIMPLE,
  input: LineAction,
) {
  return staffLineStep(db, act, { orderId, ...input }, step, async () => ({ to: SIMPLE[step] }));
}

/**
 * Hand over: only when nothing is due (balance and deposit collected) and, for a rental, an ID
 * document of the customer is on file; else 409 saying which.
 */
export function handOver(db: Db, act: StaffAct, orderId: string, input: LineAction) {
  return staffLineStep(db, act, { orderId, ...input }, 'hand_over', async (tx, order, line) => {
    const { summary } = await orderLedger(tx, order.id);
    if (summary.due > 0) throw conflict(dueFirst(summary.due));
    if (line.type === 'rent') {
      const ids = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(eq(documents.userId, order.userId));
      if (ids.length === 0) throw conflict(NO_ID_ON_FILE);
    }
    return { to: line.type === 'rent' ? 'with_customer' : 'closed' };
  });
}

/** Close a line that was inspected or lost, once the order's money is settled both ways. */
export function closeLine(db: Db, act: StaffAct, orderId: string, input: LineAction) {
  return staffLineStep(db, act, { orderId, ...input }, 'close', async (tx, order) => {
    const { summary } = await orderLedger(tx, order.id);
    if (summary.due > 0 || summary.refundable > 0) throw conflict(SETTLE_FIRST);
    return { to: 'closed' };
  });
}

/** The most a lost piece costs: its deposit, which the shop sets at the piece's replacement value. */
const lostCap = (line: LineRow) => line.deposit * line.quantity;

/**
 * Mark a piece lost: its deposit is released and a lost charge written, by default and at most
 * the deposit (so the deposit paid covers it).
 */
export function markLost(db: Db, act: StaffAct, orderId: string, input: LostAction) {
  return staffLineStep(db, act, { orderId, ...input }, 'lost', async (tx, order, line) => {
    const cap = lostCap(line);
    const amount = input.amount ?? cap;
    if (amount > cap)
      throw badRequest(`A lost piece costs at most its deposit, ₹${cap}.`, { amount: 'Too much' });
    const common = lineEntry(order, line, act);
    await recordLedger(tx, [
      { ...common, kind: 'deposit_release', amount: -cap, note: 'Deposit held against the lost piece' },
      { ...common, kind: 'lost_charge', amount, note: input.note || 'Piece not returned' },
    ]);
    return { to: 'lost', details: { lostCharge: amount } };
  });
}
