import { z } from 'zod';
import { IsoDateString, RowIdText, safeText } from './common.ts';

const SlotTime = safeText().regex(/^([01]\d|2[0-3]):[03]0$/, 'Pick a time slot from the list');
const ProductCode = safeText().trim().min(1, 'Pick a piece').max(40);

/** GET /api/products/:code/trial-slots?date=YYYY-MM-DD. */
export const TrialSlotsQuerySchema = z.object({ date: IsoDateString });

/** The free half-hour slots of a day at the piece's branch (taken and past ones are left out). */
export const TrialSlotsSchema = z.object({
  productCode: z.string(),
  branchCode: z.string(),
  branchName: z.string(),
  date: z.string(),
  opens: z.string(),
  closes: z.string(),
  /** Why no slot can be booked that day (the piece is out, or the day is out of range), or null. */
  unavailable: z.string().nullable(),
  slots: z.array(z.string()),
});
export type TrialSlots = z.infer<typeof TrialSlotsSchema>;

/** POST /api/account/trials: book a slot. */
export const BookTrialSchema = z.object({ productCode: ProductCode, date: IsoDateString, time: SlotTime });
export type BookTrial = z.infer<typeof BookTrialSchema>;

export const TRIAL_STATUSES = ['booked', 'attended', 'no_show', 'cancelled'] as const;
export type TrialStatus = (typeof TRIAL_STATUSES)[number];

/** A customer's trial as they see it. */
export const TrialSchema = z.object({
  id: z.string(),
  productCode: z.string(),
  productName: z.string(),
  branchCode: z.string(),
  branchName: z.string(),
  date: z.string(),
  time: z.string(),
  status: z.enum(TRIAL_STATUSES),
  createdAt: z.string(),
});
export type Trial = z.infer<typeof TrialSchema>;

export const TrialListSchema = z.object({ items: z.array(TrialSchema) });
export type TrialList = z.infer<typeof TrialListSchema>;

/** GET /api/staff/trials?branch=<id>&date=YYYY-MM-DD (date: today in India when left out). */
export const StaffTrialsQuerySchema = z.object({
  branch: RowIdText,
  date: IsoDateString.optional(),
});

/** A trial on staff's list: the customer to expect. */
export const StaffTrialSchema = TrialSchema.extend({
  productId: z.number().int(),
  customerName: z.string(),
  customerMobile: z.string(),
  markedBy: z.string().nullable(),
});
export type StaffTrial = z.infer<typeof StaffTrialSchema>;

export const StaffTrialListSchema = z.object({ date: z.string(), items: z.array(StaffTrialSchema) });
export type StaffTrialList = z.infer<typeof StaffTrialListSchema>;

/** POST /api/staff/trials/:id/outcome: the customer came, or did not (the slot is freed). */
export const TrialOutcomeSchema = z.object({ outcome: z.enum(['attended', 'no_show']) });
export type TrialOutcome = z.infer<typeof TrialOutcomeSchema>;
