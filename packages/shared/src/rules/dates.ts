/** Calendar dates are 'YYYY-MM-DD' strings in India Standard Time; no Date of a browser's zone. */
export type IsoDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
/** India is 5 h 30 min ahead of UTC all year (no daylight saving). */
export const IST_OFFSET_MS = 330 * 60_000;

/** True for a real calendar date written YYYY-MM-DD: isIsoDate('2026-02-30') === false. */
export function isIsoDate(value: string): boolean {
  const m = ISO.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

function toUtcMs(date: IsoDate): number {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return Date.parse(`${date}T00:00:00Z`);
}

/** addDays('2026-12-31', 1) === '2027-01-01'. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(toUtcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b: daysBetween('2026-01-01', '2026-01-03') === 2. */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return Math.round((toUtcMs(b) - toUtcMs(a)) / DAY_MS);
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
