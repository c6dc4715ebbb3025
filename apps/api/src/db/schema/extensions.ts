import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './booking.ts';
import { payments } from './commerce.ts';
import { orderLineColumns } from './lifecycle.ts';

/**
 * A customer's request to keep a rented piece longer. While it waits for its payment ('held',
 * until held_until) the piece's booking already reaches the new return date, so nobody else can
 * take those days; paid, the line's return date moves; unpaid in time ('lapsed') or failed, the
 * booking goes back to from_return_date.
 */
export const rentalExtensions = pgTable(
  'rental_extensions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...orderLineColumns(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    days: smallint('days').notNull(),
    fromReturnDate: date('from_return_date', { mode: 'string' }).notNull(),
    toReturnDate: date('to_return_date', { mode: 'string' }).notNull(),
    /** Rupees of extra rent (the longer period's rent less the current one's), before GST. */
    rent: integer('rent').notNull(),
    /** Rupees asked for the extra days (rent difference plus GST). */
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['held', 'paid', 'lapsed', 'failed'] }).notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('rental_extensions_line_idx').on(t.lineId),
    index('rental_extensions_held_idx').on(t.heldUntil).where(sql`${t.status} = 'held'`),
  ],
);
