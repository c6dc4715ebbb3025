import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './booking.ts';
import { branches, products } from './catalog.ts';
import { users } from './customers.ts';
import { staff } from './staff.ts';

/**
 * A customer's fit-check: a 30-minute slot at the piece's branch. Its booking (kind 'trial')
 * holds the piece on the calendar; this row says who comes and what became of it.
 */
export const trials = pgTable(
  'trials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['booked', 'attended', 'no_show', 'cancelled'] })
      .notNull()
      .default('booked'),
    markedBy: uuid('marked_by').references(() => staff.id),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trials_branch_slot_idx').on(t.branchId, t.slotStart),
    index('trials_user_slot_idx').on(t.userId, t.slotStart),
  ],
);
