// The booking module's public API: other modules import only from here.

export type { DateSpan } from './availability.ts';
export { assertPieceFree, pieceTaken, pieceTakenByBookings } from './availability.ts';
/** Record 31's check of availability, also what the listing's kept index is checked against (record 33). */
export { addEdgeCases, randomSource } from './availability-check.ts';
export { activeSpans, bookPiece, releaseLapsedHoldsOf, SALE_HOLD_LAST_DAY } from './bookings.ts';
export { freeOrderBookings } from './holds.ts';
export { bookingStaffRoutes } from './staff-routes.ts';
export { freeSubstitute, type Substitute, substituteConflict, withSubstitute } from './substitute.ts';
