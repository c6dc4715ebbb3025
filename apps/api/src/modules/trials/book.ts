import { formatEventDate, slotInstant, trialHoursAt, trialSlotProblem } from '@vastra/shared/rules';
import type { BookTrial, Trial, TrialList } from '@vastra/shared/schemas';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, trials, users } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { isUuid, lockPieceBookings, retriedTransaction } from '../../db/tx.ts';
import { badRequest, conflict, EXCLUSION_VIOLATION, notFound, sqlState } from '../../lib/errors.ts';
import { releaseLapsedHoldsOf } from '../booking/index.ts';
import { notifyStaff } from '../notifications/index.ts';
import { getSettings } from '../system/index.ts';
import { DAY_TAKEN_MESSAGE, dayFree, slotEnd, trialPiece } from './slots.ts';
import { TRIAL_COLUMNS, TRIAL_JOINS, type TrialRow, toTrial } from './trial-rows.ts';

const SLOT_TAKEN_MESSAGE = 'Someone has just booked that trial slot. Please pick another time.';
const TRIAL_NOT_FOUND = 'Trial not found';
const NOT_CANCELLABLE = 'This trial has already begun or ended, so it can no longer be cancelled.';

/** The name of the constraint a database error names, looking through drizzle's wrapping. */
function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export async function trialById(db: Executor, where: SQL): Promise<TrialRow | undefined> {
  const found = await db.execute(sql`select ${TRIAL_COLUMNS} from trials t ${TRIAL_JOINS} where ${where}`);
  return found.rows[0] as TrialRow | undefined;
}

/**
 * Books a half-hour trial of a piece at its branch: the trial booking, its trial row and the staff
 * alert in one transaction. The database refuses a slot another customer took meanwhile, and a day
 * the piece is out, held or blocked (409); nothing is kept then.
 */
export async function bookTrial(db: Db, userId: string, input: BookTrial, now: Date): Promise<Trial> {
  const settings = await getSettings(db);
  const piece = await trialPiece(db, input.productCode);
  // The piece's branch's own hours, or the shop's.
  const hours = trialHoursAt(settings.trials, piece.branchCode);
  const problem = trialSlotProblem(hours, input.date, input.time, now);
  if (problem) throw badRequest(problem, { time: problem });
  const start = slotInstant(input.date, input.time);
  try {
    return await retriedTransaction(db, async (tx) => {
      await lockPieceBookings(tx, piece.id);
      await releaseLapsedHoldsOf(tx, [piece.id], now);
      if (!(await dayFree(tx, piece.id, input.date, now))) throw conflict(DAY_TAKEN_MESSAGE);
      const [booking] = await tx
        .insert(bookings)
        .values({
          productId: piece.id,
          kind: 'trial',
          status: 'confirmed',
          source: 'online',
          deliveryDate: input.date,
          returnDate: input.date,
          slotStart: start,
          slotEnd: slotEnd(start),
          note: `Fit-check at ${input.time}`,
          createdAt: now,
        })
        .returning({ id: bookings.id });
      if (!booking) throw new Error('insert returned no row');
      const [trial] = await tx
        .insert(trials)
        .values({
          bookingId: booking.id,
          userId,
          productId: piece.id,
          branchId: piece.branchId,
          slotStart: start,
          createdAt: now,
        })
        .returning({ id: trials.id });
      if (!trial) throw new Error('insert returned no row');
      const [who] = await tx
        .select({
          mobile: users.mobile,
          name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        })
        .from(users)
        .where(eq(users.id, userId));
      await notifyStaff(tx, piece.branchId, {
        event: 'staff_fit_check',
        step: trial.id,
        variables: {
          name: who?.name || 'A customer',
          contact: who?.mobile ?? '',
          product: `${piece.name} (${piece.code})`,
          date: `${formatEventDate(input.date)} ${input.time}`,
          branch: piece.branchName,
        },
        at: now,
      });
      const row = await trialById(tx, sql`t.id = ${trial.id}`);
      if (!row) throw new Error('trial vanished');
      return toTrial(row);
    });
  } catch (error) {
    if (sqlState(error) !== EXCLUSION_VIOLATION) throw error;
    throw conflict(
      constraintOf(error) === 'bookings_trial_slot_free' ? SLOT_TAKEN_MESSAGE : DAY_TAKEN_MESSAGE,
    );
  }
}

/** GET /api/account/trials: the customer's trials, the latest slot first. */
export async function myTrials(db: Executor, userId: string): Promise<TrialList> {
  const found = await db.execute(
    sql`select ${TRIAL_COLUMNS} from trials t ${TRIAL_JOINS} where t.user_id = ${userId}
      order by t.slot_start desc, t.id limit 200`,
  );
  return { items: (found.rows as TrialRow[]).map(toTrial) };
}

/** The customer cancels a trial that has not begun: the slot and the day are free again. */
export async function cancelTrial(db: Db, userId: string, trialId: string, now: Date): Promise<Trial> {
  if (!isUuid(trialId)) throw notFound(TRIAL_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(trials)
      .where(and(eq(trials.id, trialId), eq(trials.userId, userId)))
      .for('update');
    if (!found) throw notFound(TRIAL_NOT_FOUND);
    if (found.status !== 'booked' || found.slotStart.getTime() <= now.getTime())
      throw conflict(NOT_CANCELLABLE);
    await tx.update(trials).set({ status: 'cancelled' }).where(eq(trials.id, trialId));
    await tx.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, found.bookingId));
    const row = await trialById(tx, sql`t.id = ${trialId}`);
    if (!row) throw new Error('trial vanished');
    return toTrial(row);
  });
}
