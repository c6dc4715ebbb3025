import { addDays, daysBetween, eachDay } from '@vastra/shared/rules';

export type Span = 'week' | 'month';

/** The days shown: a week from `start`, or a month (four weeks and two days) from it. */
export function daysShown(start: string, span: Span): string[] {
  return eachDay(start, addDays(start, span === 'week' ? 6 : 29));
}

/** Where a bar sits on the row: its first column (1-based) and how many days it covers, cut to the view. */
export function barPlace(
  from: string,
  to: string,
  first: string,
  last: string,
): { start: number; span: number } | null {
  const start = from < first ? first : from;
  const end = to > last ? last : to;
  if (start > end) return null;
  return { start: daysBetween(first, start) + 1, span: daysBetween(start, end) + 1 };
}
