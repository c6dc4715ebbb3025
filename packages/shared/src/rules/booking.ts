import { addDays, eachDay, type IsoDate } from './dates.ts';

export type BookedSpan = { deliveryDate: IsoDate; returnDate: IsoDate };

/**
 * The range a booking occupies, buffer included: [delivery, return + 1]. Two bookings of one
 * piece conflict exactly when these ranges overlap (the database's exclusion constraint).
 */
export function blockedRange(span: BookedSpan): { first: IsoDate; last: IsoDate } {
  return { first: span.deliveryDate, last: addDays(span.returnDate, 1) };
}

/** True when b meets a's [delivery − 1, return + 1]: the day before and after a booking are kept free. */
export function bookingsConflict(a: BookedSpan, b: BookedSpan): boolean {
  const ra = blockedRange(a);
  const rb = blockedRange(b);
  return ra.first <= rb.last && rb.first <= ra.last;
}

/**
 * Days on which a new rental may not be delivered, worn or returned: each booking's
 * [delivery − 1, return + 1]. A new span is free exactly when none of its days is in this list.
 */
export function blockedDays(bookings: BookedSpan[]): IsoDate[] {
  const days = new Set<IsoDate>();
  for (const b of bookings) {
    for (const d of eachDay(addDays(b.deliveryDate, -1), addDays(b.returnDate, 1))) days.add(d);
  }
  return [...days].sort();
}

/** True when the new span meets none of the existing bookings. */
export function isSpanFree(span: BookedSpan, bookings: BookedSpan[]): boolean {
  return bookings.every((b) => !bookingsConflict(span, b));
}
