import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches } from './catalog.ts';

/**
 * The shop's staff. An owner runs every branch (staff accounts, settings, the audit log); a
 * manager runs the branches assigned to them, refunds and inventory included; staff run the
 * lifecycle steps, collect money and inspect at their branch, without refunds or settings.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobile: text('mobile').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: ['owner', 'manager', 'staff'] }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staff_mobile_check', sql`${t.mobile} ~ '^[0-9]{10}$'`)],
);

/** The branches a manager or staff member works at (an owner needs none: they have all). */
export const staffBranches = pgTable(
  'staff_branches',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.branchId] })],
);

/** Staff sign-ins: separate from customers' sessions, ending after a working day. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash)],
);

/**
 * Every staff write, and every look at a customer's ID document: who, when, what, the record
 * before and after, and from which address. Rows are only ever added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    orderId: uuid('order_id'),
    branchId: integer('branch_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt.desc()),
    index('audit_log_order_idx').on(t.orderId),
  ],
);
