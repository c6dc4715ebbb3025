import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * A piece booked for [delivery, return]. Active bookings (held or confirmed) may not meet
 * another active booking of the same product within one buffer day: the exclusion constraint
 * `bookings_no_overlap` (migration 0001) enforces it over daterange(delivery, return + 2, '[)').
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    orderLineId: uuid('order_line_id'),
    status: text('status', { enum: ['held', 'confirmed', 'released', 'cancelled'] }).notNull(),
    /** Where it came from: an online order or a booking made in the showroom. */
    source: text('source', { enum: ['online', 'store'] })
      .notNull()
      .default('online'),
    /** A rental, or a block staff put on the piece (cleaning, repair, alteration) or a trial. */
    kind: text('kind', { enum: ['rental', 'maintenance', 'trial'] })
      .notNull()
      .default('rental'),
    note: text('note').notNull().default(''),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    returnDate: date('return_date', { mode: 'string' }).notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /** A trial's half hour at the branch (null for rentals and blocks). */
    slotStart: timestamp('slot_start', { withTimezone: true }),
    slotEnd: timestamp('slot_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bookings_dates_check', sql`${t.returnDate} >= ${t.deliveryDate}`),
    index('bookings_product_dates_idx').on(t.productId, t.deliveryDate),
    index('bookings_held_idx').on(t.heldUntil).where(sql`${t.status} = 'held'`),
    // The pieces blocked for cleaning or repair (Today), few among the rentals.
    index('bookings_blocks_idx')
      .on(t.returnDate)
      .where(sql`${t.kind} = 'maintenance' and ${t.status} = 'confirmed'`),
  ],
);
