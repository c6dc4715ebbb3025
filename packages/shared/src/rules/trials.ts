import { addDays, IST_OFFSET_MS, type IsoDate, isIsoDate } from './dates.ts';

/** A fit-check lasts half an hour; slots start on the half hour from opening until the last that ends by closing. */
export const TRIAL_SLOT_MINUTES = 30;

export type TrialHours = { opens: string; closes: string; daysAhead: number };

/** The trial settings: the shop's hours and any branch's own. */
type TrialSettings = TrialHours & {
  branches?: readonly { branchCode: string; opens: string; closes: string }[];
};

/** The trial hours at a branch: its own opening hours when the settings give them, else the shop's. */
export function trialHoursAt(trials: TrialSettings, branchCode: string): TrialHours {
  const own = trials.branches?.find((b) => b.branchCode === branchCode.toUpperCase()) ?? trials;
  return { opens: own.opens, closes: own.closes, daysAhead: trials.daysAhead };
}

const HHMM = /^([01]\d|2[0-3]):([03]0)$/;

const minutesOf = (time: string): number => {
  const m = HHMM.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
};

const clock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A time of day a slot may start at: HH:00 or HH:30. */
export const isSlotTime = (time: string): boolean => HHMM.test(time);

/** Every slot start of a day within the opening hours: '11:30', '12:00', … */
export function trialSlotTimes(hours: Pick<TrialHours, 'opens' | 'closes'>): string[] {
  const out: string[] = [];
  const closes = minutesOf(hours.closes);
  for (let m = minutesOf(hours.opens); m + TRIAL_SLOT_MINUTES <= closes; m += TRIAL_SLOT_MINUTES)
    out.push(clock(m));
  return out;
}

/** The instant a slot starts: a day and an India time ('2026-12-01', '11:30'). */
export function slotInstant(day: IsoDate, time: string): Date {
  return new Date(`${day}T${time}:00+05:30`);
}

/** An instant as the India day and time of day of its slot. */
export function slotOf(instant: Date): { day: IsoDate; time: string } {
  const iso = new Date(instant.getTime() + IST_OFFSET_MS).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * Why a slot cannot be booked, in the shop's words, or null when it can: a real day from today
 * up to the days ahead, a slot start within the opening hours, not already begun.
 */
export function trialSlotProblem(hours: TrialHours, day: IsoDate, time: string, now: Date): string | null {
  const today = slotOf(now).day;
  if (!isIsoDate(day) || day < today || day > addDays(today, hours.daysAhead))
    return `Trials can be booked from today up to ${hours.daysAhead} days ahead.`;
  if (!trialSlotTimes(hours).includes(time))
    return `Trials are held in half-hour slots between ${hours.opens} and ${hours.closes}.`;
  if (slotInstant(day, time).getTime() <= now.getTime())
    return 'That slot has already begun. Please pick a later one.';
  return null;
}
