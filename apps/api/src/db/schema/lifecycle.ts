import { LEDGER_KINDS, PAYMENT_METHODS } from '@vastra/shared/rules';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orderLines, orders, payments } from './commerce.ts';
import { users } from './customers.ts';
import { staff } from './staff.ts';

/** Who wrote a row (a staff member, or nobody: the customer or the shop's jobs), their note and when. */
function byStaffWithNote() {
  return {
    staffId: uuid('staff_id').references(() => staff.id),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/**
 * An order's timeline: each status step of the order or of one of its lines, who made it
 * (the customer, a staff member or the system) and when. The customer's order page shows it.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Written order: steps made in one transaction share a time but keep their sequence. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id').references(() => orderLines.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor', { enum: ['customer', 'staff', 'system'] }).notNull(),
    ...byStaffWithNote(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.seq)],
);

/**
 * The money ledger of an order: one row per movement or charge, never changed afterwards (the
 * shared rules' ledgerSummary says what the rows add up to).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Written order: entries made in one transaction share a time but keep their sequence. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    lineId: uuid('line_id').references(() => orderLines.id),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }),
    /** The counter's receipt or UPI reference, or the gateway's payment or refund id. */
    reference: text('reference').notNull().default(''),
    paymentId: uuid('payment_id').references(() => payments.id),
    inspectionId: uuid('inspection_id'),
    ...byStaffWithNote(),
  },
  (t) => [index('ledger_entries_order_idx').on(t.orderId, t.seq)],
);

/** What staff found when a rented piece came back, with the photos they took. */
/** The order and line a row belongs to: it goes when the order goes. */
export const orderLineColumns = () => ({
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  lineId: uuid('line_id')
    .notNull()
    .references(() => orderLines.id, { onDelete: 'cascade' }),
});

export const inspections = pgTable(
  'inspections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...orderLineColumns(),
    condition: text('condition', {
      enum: ['ok', 'needs_cleaning', 'needs_repair', 'beyond_repair'],
    }).notNull(),
    /** Storage keys of the photos. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inspections_line_idx').on(t.lineId)],
);
