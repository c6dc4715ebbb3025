import {
  addDays,
  slotInstant,
  slotOf,
  TRIAL_SLOT_MINUTES,
  trialHoursAt,
  trialSlotTimes,
} from '@vastra/shared/rules';
import type { Settings, TrialSlots } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/tx.ts';
import { notFound } from '../../lib/errors.ts';

const PIECE_NOT_FOUND = 'Piece not found';
export const DAY_TAKEN_MESSAGE =
  'This piece is out on a rental or being cleaned or altered on that day, so it cannot be tried on then. ' +
  'Please pick another day.';
const DAY_OUT_OF_RANGE = (days: number) => `Trials can be booked from today up to ${days} days ahead.`;

export type TrialPiece = {
  id: number;
  code: string;
  name: string;
  branchId: number;
  branchCode: string;
  branchName: string;
};

/** A rental piece in the catalogue, with its branch; any other code answers 404. */
export async function trialPiece(db: Executor, code: string): Promise<TrialPiece> {
  const found = await db.execute(sql`
    select p.id, p.code, p.name, p.branch_id as "branchId", br.code as "branchCode", br.name as "branchName"
    from products p join branches br on br.id = p.branch_id
    where p.code = ${code} and p.type = 'rent' and p.is_active and p.is_online`);
  const piece = found.rows[0] as TrialPiece | undefined;
  if (!piece) throw notFound(PIECE_NOT_FOUND);
  return piece;
}

/**
 * Whether the piece is at the branch and free of rentals and blocks on the day: no live rental,
 * hold or block within a buffer day of it (the range the database compares a trial with), and
 * not on its way from another branch.
 */
export async function dayFree(db: Executor, productId: number, day: string, now: Date): Promise<boolean> {
  const found = await db.execute(sql`
    select not exists (
      select 1 from bookings b
      where b.product_id = ${productId} and b.kind <> 'trial' and b.status in ('held', 'confirmed')
        and daterange(b.delivery_date, b.return_date + 2, '[)') && daterange(${day}::date, ${day}::date + 2, '[)')
        and not (b.status = 'held' and b.held_until < ${now.toISOString()}::timestamptz))
      and not exists (select 1 from products p where p.id = ${productId} and p.arrives_on > ${day}::date) as free`);
  return (found.rows[0] as { free: boolean } | undefined)?.free === true;
}

/** The slot starts of the day already taken by another live trial of the piece. */
async function takenTimes(db: Executor, productId: number, day: string): Promise<Set<string>> {
  const found = await db.execute(sql`
    select b.slot_start from bookings b
    where b.product_id = ${productId} and b.kind = 'trial' and b.status in ('held', 'confirmed')
      and b.slot_start is not null and b.delivery_date = ${day}::date`);
  return new Set(
    found.rows.map((r) => slotOf(new Date((r as { slot_start: string | Date }).slot_start)).time),
  );
}

/** GET /api/products/:code/trial-slots: the half hours still free on the day at the piece's branch. */
export async function freeTrialSlots(
  db: Executor,
  settings: Settings,
  code: string,
  day: string,
  now: Date,
): Promise<TrialSlots> {
  const piece = await trialPiece(db, code);
  const hours = trialHoursAt(settings.trials, piece.branchCode);
  const today = slotOf(now).day;
  const base = {
    productCode: piece.code,
    branchCode: piece.branchCode,
    branchName: piece.branchName,
    date: day,
    opens: hours.opens,
    closes: hours.closes,
  };
  if (day < today || day > addDays(today, hours.daysAhead))
    return { ...base, unavailable: DAY_OUT_OF_RANGE(hours.daysAhead), slots: [] };
  if (!(await dayFree(db, piece.id, day, now))) return { ...base, unavailable: DAY_TAKEN_MESSAGE, slots: [] };
  const taken = await takenTimes(db, piece.id, day);
  const slots = trialSlotTimes(hours).filter(
    (time) => !taken.has(time) && slotInstant(day, time).getTime() > now.getTime(),
  );
  return { ...base, unavailable: null, slots };
}

export const slotEnd = (start: Date) => new Date(start.getTime() + TRIAL_SLOT_MINUTES * 60_000);
