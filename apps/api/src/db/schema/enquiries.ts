import { ENQUIRY_KINDS, ENQUIRY_STATUSES } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff } from './staff.ts';

/**
 * How staff handle one enquiry (a contact message, franchise application, fit-check request or
 * membership sign-up): its status, the owner's notes and who last handled it. No row = new.
 */
export const enquiryHandling = pgTable(
  'enquiry_handling',
  {
    kind: text('kind', { enum: ENQUIRY_KINDS }).notNull(),
    refId: uuid('ref_id').notNull(),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    note: text('note').notNull().default(''),
    staffId: uuid('staff_id').references(() => staff.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'enquiry_handling_pk', columns: [t.kind, t.refId] }),
    check(
      'enquiry_handling_kind_check',
      sql`${t.kind} IN ('contact', 'franchise', 'fit_check', 'membership')`,
    ),
    check('enquiry_handling_status_check', sql`${t.status} IN ('new', 'in_progress', 'done')`),
  ],
);
