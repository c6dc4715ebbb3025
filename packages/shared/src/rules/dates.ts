/** Calendar dates are 'YYYY-MM-DD' strings in India Standard Time; no Date of a browser's zone. */
export type IsoDate = string;

const DAY_MS = 86_400_000;
/** India is 5 h 30 min ahead of UTC all year (no daylight saving). */
export const IST_OFFSET_MS = 330 * 60_000;

/*
 * The helpers below read a date as whole days since 1970-01-01 with Date.UTC, which only computes,
 * instead of making a Date and printing it back: a quote or an uncached listing reads dates a few
 * dozen times, and that cost the quote a sixth of its time (record 33, addendum 2). The tests in
 * dates.test.ts compare them with the Date versions: every day from 1900 to 2199, random days from
 * year 100 to 9999, any YYYY-MM-DD string of digits.
 */

/** The number of the digits at value[at..at+n), or -1 when one is not a digit. */
function digitsAt(value: string, at: number, n: number): number {
  let v = 0;
  for (let i = at; i < at + n; i++) {
    const d = value.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    v = v * 10 + d;
  }
  return v;
}

/** The date's day number, or null when it is not a calendar date written YYYY-MM-DD. */
function dayOf(value: string): number | null {
  // Read by character codes, with no regular expression's match and its three strings (record 39).
  if (value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return null;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 2) - 1;
  const day = digitsAt(value, 8, 2);
  // Date.UTC reads years 0–99 as 1900–1999, so they were never dates here; a day past the end of
  // its month lands in the next one. Date.UTC only computes: no Date object, no text parsed.
  if (year < 100 || month < 0 || month > 11 || day < 1) return null;
  const ms = Date.UTC(year, month, day);
  return ms < Date.UTC(year, month + 1, 1) ? ms / DAY_MS : null;
}

/** True for a real calendar date written YYYY-MM-DD: isIsoDate('2026-02-30') === false. */
export function isIsoDate(value: string): boolean {
  return dayOf(value) !== null;
}

function toDay(date: IsoDate): number {
  const day = dayOf(date);
  if (day === null) throw new RangeError(`Not a calendar date: ${date}`);
  return day;
}

/**
 * The date of a day number (days since 1970-01-01; a fraction is the day it falls in), worked out
 * by arithmetic (H. Hinnant's civil_from_days) instead of printing a Date, for years 0–9999.
 */
function dateOfDay(dayNumber: number): IsoDate {
  const z = Math.floor(dayNumber) + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1_460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  if (y < 0 || y > 9_999) return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
  return `${y < 1_000 ? String(y).padStart(4, '0') : y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

/** addDays('2026-12-31', 1) === '2027-01-01'. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return dateOfDay(toDay(date) + days);
}

/** Whole days from a to b: daysBetween('2026-01-01', '2026-01-03') === 2. */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return toDay(b) - toDay(a);
}

/** Today's date in India (UTC+05:30, no daylight saving). */
export function todayInIndia(now: Date = new Date()): IsoDate {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Each date from first to last, both included. */
export function eachDay(first: IsoDate, last: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) out.push(d);
  return out;
}
