import { z } from 'zod';
import { safeText } from './common.ts';

/** One grant of store credit: what was given, what is left, until when. */
export const CreditGrantSchema = z.object({
  id: z.string(),
  amount: z.number(),
  remaining: z.number(),
  expiresOn: z.string(),
  expired: z.boolean(),
  reason: z.string(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
});

/** One row of the credit ledger: given (+) or taken (−), and why. */
export const CreditHistoryRowSchema = z.object({
  id: z.string(),
  kind: z.enum(['grant', 'spend', 'expire', 'adjust', 'return']),
  amount: z.number(),
  reason: z.string(),
  orderId: z.string().nullable(),
  expiresOn: z.string(),
  createdAt: z.string(),
});

/** GET /api/me/credit and GET /api/staff/customers/{id}/credit (rupees). */
export const StoreCreditSchema = z.object({
  /** What can be spent today. */
  balance: z.number(),
  /** Oldest first: spent in this order. */
  grants: z.array(CreditGrantSchema),
  /** Newest first. */
  history: z.array(CreditHistoryRowSchema),
});
export type StoreCredit = z.infer<typeof StoreCreditSchema>;

/** POST /api/staff/customers/{id}/credit: adds (+) or takes back (−) credit, with a reason. */
export const CreditAdjustSchema = z.object({
  amount: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((n) => n !== 0, 'The amount must not be zero'),
  reason: safeText().trim().min(3, 'Say why the credit changes').max(500),
});
