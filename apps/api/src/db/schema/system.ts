import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The shop's business rules (periods, advance, fees, limits), one record that staff can change. */
export const settings = pgTable(
  'settings',
  {
    id: smallint('id').primaryKey().default(1),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('settings_single_row', sql`${t.id} = 1`)],
);

/** Fixed-window counters shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Messages "sent" by the local SMS and WhatsApp senders (the development and test outbox). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['sms', 'whatsapp'] })
      .notNull()
      .default('sms'),
    /** A login code, or one of the shop's messages (order confirmed, reminders…). */
    kind: text('kind', { enum: ['code', 'message'] })
      .notNull()
      .default('code'),
    mobile: text('mobile').notNull(),
    body: text('body').notNull(),
    /** A shop message's dedupe key: the same message handed over twice keeps one copy. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_outbox_mobile_idx').on(t.mobile, t.createdAt.desc()),
    uniqueIndex('sms_outbox_idempotency_key_idx').on(t.idempotencyKey),
  ],
);

/** Shop notifications (e-mail) waiting for or done by the mail adapter. */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** A shop message's dedupe key: the same message handed over twice keeps one copy. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('notification_outbox_idempotency_key_idx').on(t.idempotencyKey)],
);

/** Background jobs, claimed with FOR UPDATE SKIP LOCKED by any process. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`)],
);

/** India Post offices (data.gov.in, GODL-India): one row per office. */
export const pincodeOffices = pgTable(
  'pincode_offices',
  {
    id: serial('id').primaryKey(),
    pincode: text('pincode').notNull(),
    officeName: text('office_name').notNull(),
    officeType: text('office_type').notNull(),
    district: text('district').notNull(),
    state: text('state').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('pincode_offices_pincode_idx').on(t.pincode)],
);

/** One point per PIN code, with the quality flag of the data README. */
export const pincodeCentroids = pgTable('pincode_centroids', {
  pincode: text('pincode').primaryKey(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  offices: integer('offices').notNull(),
  flag: text('flag').notNull().default(''),
});
