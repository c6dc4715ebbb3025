import { LANGUAGE_CODES } from '@vastra/shared/rules';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches } from './catalog.ts';

/** Customers and staff. Staff roles: staff (bound to a branch) and admin. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobile: text('mobile').notNull().unique(),
    role: text('role', { enum: ['customer', 'staff', 'admin'] })
      .notNull()
      .default('customer'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    building: text('building').notNull().default(''),
    road: text('road').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    station: text('station').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    phone2: text('phone2').notNull().default(''),
    photoKey: text('photo_key'),
    /** The customer's language (LANGUAGES): the storefront's and the messages'. */
    language: text('language', { enum: LANGUAGE_CODES }).notNull().default('en'),
    /** The customer's branch (its relationship manager serves them); for staff, their branch. */
    branchId: integer('branch_id').references(() => branches.id),
    /** The staff member staff assigned to look after this customer (else the branch's one). */
    relationshipManagerId: uuid('relationship_manager_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_mobile_check', sql`${t.mobile} ~ '^[0-9]{10}$'`)],
);

/** Login sessions: only a hash of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** One-time login codes, stored hashed. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_mobile_idx').on(t.mobile, t.createdAt.desc())],
);

/** Saved body measurements, in inches; one set per customer. */
export const measurements = pgTable('measurements', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pantLength: numeric('pant_length', { precision: 5, scale: 1 }),
  pantWaist: numeric('pant_waist', { precision: 5, scale: 1 }),
  chest: numeric('chest', { precision: 5, scale: 1 }),
  sleeveLength: numeric('sleeve_length', { precision: 5, scale: 1 }),
  topBust: numeric('top_bust', { precision: 5, scale: 1 }),
  topWaist: numeric('top_waist', { precision: 5, scale: 1 }),
  topSleeves: numeric('top_sleeves', { precision: 5, scale: 1 }),
  chaniyaLength: numeric('chaniya_length', { precision: 5, scale: 1 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Private ID documents; the file lives encrypted in storage under storage_key. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['ID Card', 'Aadhar Card', 'License'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_user_idx').on(t.userId)],
);

/** Yearly membership plans A, B, C. */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['A', 'B', 'C'] }).notNull(),
    status: text('status', { enum: ['pending', 'active', 'expired', 'failed'] }).notNull(),
    amount: integer('amount').notNull(),
    discountPct: smallint('discount_pct').notNull(),
    mobile: text('mobile').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    city: text('city').notNull(),
    pincode: text('pincode').notNull(),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('memberships_user_idx').on(t.userId)],
);

/**
 * The store credit ledger of a customer. A grant (a cancellation's advance, a staff adjustment
 * upwards) has a positive amount and an expiry; a spend, an expiry or a downward adjustment has
 * a negative amount and names the grant it takes from, so credit is spent oldest first and what
 * is left of each grant is its amount plus the entries that name it.
 */
export const storeCredits = pgTable(
  'store_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id'),
    kind: text('kind', { enum: ['grant', 'spend', 'expire', 'adjust', 'return'] })
      .notNull()
      .default('grant'),
    grantId: uuid('grant_id'),
    amount: integer('amount').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    staffId: uuid('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('store_credits_user_idx').on(t.userId, t.expiresOn)],
);
