import { addDays, daysBetween, type IsoDate } from '@vastra/shared/rules';
import { createRng } from './drawings/random.ts';

export type BookingDraft = {
  /** Index into the product list the bookings were planned for. */
  productIndex: number;
  deliveryDate: IsoDate;
  returnDate: IsoDate;
};

/** The first Saturday at least `minDays` after `from`: the wedding date many families share. */
function busySaturday(from: IsoDate, minDays: number): IsoDate {
  let day = addDays(from, minDays);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = addDays(day, 1);
  return day;
}

/**
 * Showroom bookings on about a third of the rentals, 3 to 90 days after `today`, 4 to 10 days
 * each. A third of them cluster around one busy Saturday so that choosing that event date
 * visibly thins the listing. Bookings of one piece keep at least one free day between them
 * beyond the buffer (the exclusion constraint blocks [delivery, return + 1]).
 */
export function planBookings(rentals: { timesBooked: number }[], today: IsoDate): BookingDraft[] {
  const rng = createRng(7_301_987);
  const first = addDays(today, 3);
  const last = addDays(today, 90);
  const saturday = busySaturday(today, 12);
  const out: BookingDraft[] = [];
  rentals.forEach((product, productIndex) => {
    // Favourites are more often out.
    const p = 0.2 + Math.min(0.35, product.timesBooked / 250);
    if (!rng.chance(p)) return;
    let start: IsoDate;
    if (rng.chance(0.35)) {
      // Delivered the day before the event (or two), kept 4 to 6 days.
      start = addDays(saturday, -rng.int(1, 2));
    } else {
      start = addDays(first, rng.int(0, 40));
    }
    const count = rng.int(1, 3);
    for (let i = 0; i < count; i++) {
      const length = rng.int(4, 10);
      const returnDate = addDays(start, length - 1);
      if (start < first || daysBetween(returnDate, last) < 0) break;
      out.push({ productIndex, deliveryDate: start, returnDate });
      // return + 1 is blocked; the next delivery comes at least two days after the return.
      start = addDays(returnDate, 2 + rng.int(1, 15));
    }
  });
  return out;
}
