import { z } from 'zod';
import { IsoDateString, RowIdText, safeText } from './common.ts';

/** The longest stretch the peak-date view covers. */
export const PEAK_MAX_DAYS = 120;
/** How many of the busiest days the view marks. */
export const PEAK_TOP_DATES = 10;

const Id = RowIdText;

/** GET /api/staff/peak?from=&days=&branch=<id>&category=<code>: from defaults to today in India. */
export const StaffPeakQuerySchema = z.object({
  from: IsoDateString.optional(),
  days: z.coerce.number().int().min(1).max(PEAK_MAX_DAYS).default(PEAK_MAX_DAYS),
  branch: Id.optional(),
  /** A category code (GET /api/categories). */
  category: safeText().trim().min(1).max(40).optional(),
});

/** One row of the heat map: a category at a branch, one number per day of the window. */
export const PeakRowSchema = z.object({
  branchId: z.number(),
  branchCode: z.string(),
  branchName: z.string(),
  categoryId: z.number(),
  categoryName: z.string(),
  /** Active rental pieces of this category at this branch. */
  pieces: z.number(),
  /** Pieces booked or held on each day (index 0 = `from`). */
  booked: z.array(z.number()),
  /** booked / pieces on each day, in whole percent. */
  share: z.array(z.number()),
});
export type PeakRow = z.infer<typeof PeakRowSchema>;

/** A day of the window with its demand across every row shown. */
export const PeakDateSchema = z.object({
  date: z.string(),
  booked: z.number(),
  pieces: z.number(),
  /** Whole percent. */
  share: z.number(),
});
export type PeakDate = z.infer<typeof PeakDateSchema>;

/** A size of a category at a branch whose every piece was booked on each day from..to. */
export const SoldOutSchema = z.object({
  branchId: z.number(),
  branchCode: z.string(),
  categoryId: z.number(),
  categoryName: z.string(),
  sizeLabel: z.string(),
  pieces: z.number(),
  from: z.string(),
  to: z.string(),
  days: z.number(),
});
export type SoldOut = z.infer<typeof SoldOutSchema>;

/** A rental piece with no booking or hold on any day of the window. */
export const IdlePieceSchema = z.object({
  productId: z.number(),
  code: z.string(),
  name: z.string(),
  branchCode: z.string(),
  categoryName: z.string(),
  sizeLabel: z.string(),
});
export type IdlePiece = z.infer<typeof IdlePieceSchema>;

export const StaffPeakSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number(),
  /** Every day of the window, in order: the heat map's columns. */
  dates: z.array(z.string()),
  rows: z.array(PeakRowSchema),
  /** The busiest days first (at most PEAK_TOP_DATES, only days with any booking). */
  topDates: z.array(PeakDateSchema),
  soldOut: z.object({ count: z.number(), items: z.array(SoldOutSchema) }),
  idle: z.object({ count: z.number(), items: z.array(IdlePieceSchema) }),
  /** When these numbers were worked out (they may be up to a minute old). */
  computedAt: z.string(),
});
export type StaffPeak = z.infer<typeof StaffPeakSchema>;
