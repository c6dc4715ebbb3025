import { z } from 'zod';
import { IsoDateString, safeText } from './common.ts';

const Uuid = z.uuid('Please choose a line of this order');
const Note = safeText().trim().max(500).default('');
const Reference = safeText().trim().max(100).default('');

/** prepare, ready, dispatch, hand-over, close: which line, and what staff want to remember. */
export const LineActionSchema = z.object({ lineId: Uuid, note: Note });
export type LineAction = z.infer<typeof LineActionSchema>;

/** return: the day it came back (today when left out); a late fee may be waived with a reason. */
export const ReturnActionSchema = z.object({
  lineId: Uuid,
  returnedOn: IsoDateString.optional(),
  waiveReason: safeText().trim().min(3, 'Please say why the late fee is waived').max(300).optional(),
  note: Note,
});
export type ReturnAction = z.infer<typeof ReturnActionSchema>;

export const INSPECTION_CONDITIONS = ['ok', 'needs_cleaning', 'needs_repair', 'beyond_repair'] as const;

/** A charge found at the inspection: a rate card item by code, or a written one with its amount. */
export const InspectionChargeSchema = z.union([
  z.object({ code: safeText().trim().min(1).max(40) }),
  z.object({
    label: safeText().trim().min(3, 'Please say what the charge is for').max(200),
    amount: z.number().int().positive().max(1_000_000),
  }),
]);

/**
 * inspect (multipart/form-data): lineId, condition, charges (a JSON array of InspectionCharge),
 * note, and up to four photos (JPEG or PNG, at most 5 MB each).
 */
export const InspectFieldsSchema = z.object({
  lineId: Uuid,
  condition: z.enum(INSPECTION_CONDITIONS),
  charges: z.array(InspectionChargeSchema).max(20).default([]),
  note: Note,
});
export type InspectFields = z.infer<typeof InspectFieldsSchema>;
export const INSPECTION_PHOTO_RULES = { maxFiles: 4, maxBytes: 5 * 1024 * 1024 } as const;
export const INSPECTION_PHOTO_MESSAGE = 'Photos must be JPEG or PNG, at most 5 MB each, four at most.';

/** lost: what the piece costs the customer (at most its deposit, the piece's replacement value). */
export const LostActionSchema = z.object({
  lineId: Uuid,
  amount: z.number().int().min(0).max(10_000_000).optional(),
  note: Note,
});
export type LostAction = z.infer<typeof LostActionSchema>;

export const COUNTER_METHODS = ['upi', 'cash', 'card'] as const;

/** refund: gateway refunds need nothing; a counter refund names how and a reference. */
export const RefundActionSchema = z.object({
  method: z.enum(COUNTER_METHODS).optional(),
  reference: Reference,
  note: Note,
});
export type RefundAction = z.infer<typeof RefundActionSchema>;

export const CancelActionSchema = z.object({ note: Note });

/** POST /api/staff/orders/{id}/payments: money taken at the counter. */
export const CounterPaymentSchema = z.object({
  kind: z.enum(['balance', 'deposit', 'payment']),
  method: z.enum(COUNTER_METHODS),
  amount: z.number().int().positive('Amount must be more than zero').max(10_000_000),
  reference: Reference,
  note: Note,
  /** Takes what it can of the amount from the customer's store credit first (oldest first); the rest is the counter money. */
  useCredit: z.boolean().optional(),
});
export type CounterPayment = z.infer<typeof CounterPaymentSchema>;

/** POST /api/staff/orders/{id}/payment-link: the customer pays what is due on the payment page. */
export const PaymentLinkSchema = z.object({
  gatewayOrderId: z.string(),
  amountPaise: z.number(),
  provider: z.string(),
  keyId: z.string(),
});
export type PaymentLink = z.infer<typeof PaymentLinkSchema>;
