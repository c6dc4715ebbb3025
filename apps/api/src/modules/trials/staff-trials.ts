import { addDays, slotInstant, slotOf } from '@vastra/shared/rules';
import type { StaffTrial, StaffTrialList, TrialOutcome } from '@vastra/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, trials } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { isUuid } from '../../db/tx.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { StaffUser } from '../../plugins/staff-auth.ts';
import { worksAt } from '../../plugins/staff-auth.ts';
import { recordAudit } from '../staff/index.ts';
import { trialById } from './book.ts';
import { TRIAL_COLUMNS, TRIAL_JOINS, type TrialRow, toStaffTrial } from './trial-rows.ts';

const TRIAL_NOT_FOUND = 'Trial not found';
const ALREADY_MARKED = 'This trial has already been marked or was cancelled.';
const NOT_BEGUN = 'This trial has not begun yet. Mark it once its time has come.';

type Actor = { who: StaffUser; ip: string; now: Date };

/** GET /api/staff/trials: the branch's trials of a day (today in India by default), by time. */
export async function branchTrials(
  db: Executor,
  branchId: number,
  day: string | undefined,
  now: Date,
): Promise<StaffTrialList> {
  const date = day ?? slotOf(now).day;
  const from = slotInstant(date, '00:00');
  const to = slotInstant(addDays(date, 1), '00:00');
  const found = await db.execute(sql`
    select ${TRIAL_COLUMNS} from trials t ${TRIAL_JOINS}
    where t.branch_id = ${branchId} and t.slot_start >= ${from.toISOString()}::timestamptz
      and t.slot_start < ${to.toISOString()}::timestamptz
    order by t.slot_start, p.code limit 200`);
  return { date, items: (found.rows as TrialRow[]).map(toStaffTrial) };
}

/**
 * Staff mark a trial once its time has come: attended, or no-show, which frees the piece's slot
 * and day for others. Audited in the same transaction; a trial of another branch answers 404.
 */
export async function markTrial(
  db: Db,
  trialId: string,
  input: TrialOutcome,
  actor: Actor,
): Promise<StaffTrial> {
  if (!isUuid(trialId)) throw notFound(TRIAL_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(trials).where(eq(trials.id, trialId)).for('update');
    if (!found || !worksAt(actor.who, found.branchId)) throw notFound(TRIAL_NOT_FOUND);
    if (found.status !== 'booked') throw conflict(ALREADY_MARKED);
    if (found.slotStart.getTime() > actor.now.getTime()) throw conflict(NOT_BEGUN);
    await tx
      .update(trials)
      .set({ status: input.outcome, markedBy: actor.who.id, markedAt: actor.now })
      .where(eq(trials.id, trialId));
    if (input.outcome === 'no_show')
      await tx.update(bookings).set({ status: 'released' }).where(eq(bookings.id, found.bookingId));
    const row = await trialById(tx, sql`t.id = ${trialId}`);
    if (!row) throw new Error('trial vanished');
    const after = toStaffTrial(row);
    await recordAudit(tx, {
      staffId: actor.who.id,
      action: `trial.${input.outcome}`,
      entity: 'trial',
      entityId: trialId,
      branchId: found.branchId,
      before: { status: found.status },
      after: { status: after.status },
      ip: actor.ip,
      at: actor.now,
    });
    return after;
  });
}
