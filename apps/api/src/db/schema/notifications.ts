import { LANGUAGE_CODES } from '@vastra/shared/rules';
import { bigserial, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './customers.ts';

/**
 * Every message the shop sends or will send (the login code aside): one row per event, order,
 * step and channel. `dedupe_key` is unique, so a retried job or a second process never makes a
 * second message for the same step.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    event: text('event').notNull(),
    channel: text('channel', { enum: ['sms', 'whatsapp', 'email'] }).notNull(),
    audience: text('audience', { enum: ['customer', 'staff'] }).notNull(),
    /** A mobile (10 digits) or an e-mail address. */
    recipient: text('recipient').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id'),
    orderId: uuid('order_id'),
    language: text('language', { enum: LANGUAGE_CODES }).notNull(),
    /** The template's values (name, bill no, amounts, dates, link). */
    variables: jsonb('variables').$type<Record<string, string>>().notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'delivered', 'read', 'failed'] })
      .notNull()
      .default('queued'),
    /** Not before this moment (reminders wait out the night). */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull(),
    vendorId: text('vendor_id'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    statusAt: timestamp('status_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_order_idx').on(t.orderId, t.createdAt),
    index('messages_queued_idx').on(t.sendAfter),
    index('messages_vendor_idx').on(t.channel, t.vendorId),
  ],
);

/**
 * The consent ledger: each time a customer switches a channel on or off (at checkout, in the
 * account), with when and where. The latest row per channel is the customer's choice.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Written order: the latest choice is the one with the highest seq. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['whatsapp', 'email'] }).notNull(),
    granted: text('granted', { enum: ['yes', 'no'] }).notNull(),
    source: text('source', { enum: ['checkout', 'account', 'staff'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.channel, t.seq)],
);
