import { z } from 'zod';
import { LEDGER_KINDS, PAYMENT_METHODS } from '../rules/ledger.ts';

/** One step of the order's timeline: what happened and when (never which staff member). */
export const OrderTimelineStepSchema = z.object({
  id: z.string(),
  step: z.string(),
  /** The step in plain words: 'Handed over'. */
  label: z.string(),
  /** The piece the step was about, when it was about one piece. */
  productCode: z.string().nullable(),
  at: z.string(),
});
export type OrderTimelineStep = z.infer<typeof OrderTimelineStepSchema>;

/** One money entry in plain words, signed from the customer's side (+ owes more, − paid or annulled). */
export const OrderLedgerLineSchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  label: z.string(),
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** Why, for charges and waivers. */
  note: z.string(),
  productCode: z.string().nullable(),
  /** The inspection photos behind a charge, served to the order's owner only. */
  photoUrls: z.array(z.string()),
  at: z.string(),
});
export type OrderLedgerLine = z.infer<typeof OrderLedgerLineSchema>;

/** What the ledger adds up to (rupees). */
export const OrderMoneySchema = z.object({
  due: z.number(),
  refundable: z.number(),
  paid: z.number(),
  charges: z.number(),
  refunded: z.number(),
});
export type OrderMoney = z.infer<typeof OrderMoneySchema>;
