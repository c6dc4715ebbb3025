import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches } from './catalog.ts';
import { orders } from './commerce.ts';
import { users } from './customers.ts';

/** A wedding party: members reach it by its share code and each books their own order for its date. */
export const parties = pgTable(
  'parties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique('parties_code_key'),
    name: text('name').notNull(),
    organiserId: uuid('organiser_id')
      .notNull()
      .references(() => users.id),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    branchId: integer('branch_id').references(() => branches.id),
    pincode: text('pincode'),
    theme: text('theme').notNull().default(''),
    /** The pieces members may choose from; empty = any piece for the date. */
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('parties_organiser_idx').on(t.organiserId),
    check('parties_place_check', sql`${t.branchId} IS NOT NULL OR ${t.pincode} IS NOT NULL`),
  ],
);

export const partyMembers = pgTable(
  'party_members',
  {
    partyId: uuid('party_id')
      .notNull()
      .references(() => parties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partyId, t.userId] }), index('party_members_user_idx').on(t.userId)],
);

/** A member's choice: an order of theirs, linked to the party. */
export const partyOrders = pgTable(
  'party_orders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    partyId: uuid('party_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    index('party_orders_party_idx').on(t.partyId, t.userId),
    foreignKey({
      name: 'party_orders_member_fk',
      columns: [t.partyId, t.userId],
      foreignColumns: [partyMembers.partyId, partyMembers.userId],
    }).onDelete('cascade'),
  ],
);
