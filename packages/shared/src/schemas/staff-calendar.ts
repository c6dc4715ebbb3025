import { z } from 'zod';
import { IsoDateString, RowId, RowIdText, safeText } from './common.ts';

const BranchQuery = RowIdText;

/** GET /api/staff/today?branch=<id>. */
export const StaffTodayQuerySchema = z.object({ branch: BranchQuery });

/** One order line on Today: which order, whose, which piece and its dates. */
export const TodayLineSchema = z.object({
  orderId: z.string(),
  billNo: z.string(),
  lineId: z.string(),
  lineStatus: z.string(),
  customerName: z.string(),
  customerMobile: z.string(),
  deliveryType: z.enum(['home', 'pickup']),
  productId: z.number(),
  productCode: z.string(),
  productName: z.string(),
  deliveryDate: z.string().nullable(),
  returnDate: z.string().nullable(),
});
export type TodayLine = z.infer<typeof TodayLineSchema>;

/** A piece blocked for cleaning or repair today (no order behind it). */
export const TodayBlockSchema = z.object({
  blockId: z.string(),
  productId: z.number(),
  productCode: z.string(),
  productName: z.string(),
  from: z.string(),
  to: z.string(),
  note: z.string(),
});

/** A paid order whose ledger still has something due, with its first delivery soon. */
export const TodayUnpaidSchema = z.object({
  orderId: z.string(),
  billNo: z.string(),
  customerName: z.string(),
  customerMobile: z.string(),
  productCode: z.string(),
  productName: z.string(),
  deliveryDate: z.string(),
  /** Rupees still due by the ledger. */
  due: z.number(),
});

export const StaffTodaySchema = z.object({
  branchId: z.number(),
  /** Today and tomorrow in India. */
  today: z.string(),
  tomorrow: z.string(),
  counts: z.object({
    handoversToday: z.number(),
    handoversTomorrow: z.number(),
    returnsDue: z.number(),
    overdueReturns: z.number(),
    awaitingInspection: z.number(),
    blocked: z.number(),
    unpaid: z.number(),
  }),
  handoversToday: z.array(TodayLineSchema),
  handoversTomorrow: z.array(TodayLineSchema),
  returnsDue: z.array(TodayLineSchema),
  overdueReturns: z.array(TodayLineSchema),
  awaitingInspection: z.array(TodayLineSchema),
  blocked: z.array(TodayBlockSchema),
  unpaid: z.array(TodayUnpaidSchema),
});
export type StaffToday = z.infer<typeof StaffTodaySchema>;

/** The longest span the calendar shows at once (a bit over two months). */
export const CALENDAR_MAX_DAYS = 62;

/** GET /api/staff/calendar?branch=&from=&to=&q=&cursor=&limit=. */
export const StaffCalendarQuerySchema = z.object({
  branch: BranchQuery,
  from: IsoDateString,
  to: IsoDateString,
  q: safeText().trim().max(100).optional(),
  /** The last product code of the previous page. */
  cursor: safeText().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * One bar on a piece's row: a rental (held or confirmed), a maintenance block, a trial, or the
 * buffer day kept free after each of them.
 */
export const CalendarBarSchema = z.object({
  kind: z.enum(['rental', 'maintenance', 'trial', 'buffer']),
  bookingId: z.string(),
  status: z.enum(['held', 'confirmed']),
  from: z.string(),
  to: z.string(),
  orderId: z.string().nullable(),
  billNo: z.string().nullable(),
  lineStatus: z.string().nullable(),
  note: z.string(),
  /** The wedding party whose member booked the piece, if any: its bars carry the party's name. */
  partyName: z.string().nullable().optional(),
});
export type CalendarBar = z.infer<typeof CalendarBarSchema>;

export const CalendarPieceSchema = z.object({
  productId: z.number(),
  code: z.string(),
  name: z.string(),
  bars: z.array(CalendarBarSchema),
});

export const StaffCalendarSchema = z.object({
  branchId: z.number(),
  from: z.string(),
  to: z.string(),
  pieces: z.array(CalendarPieceSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type StaffCalendar = z.infer<typeof StaffCalendarSchema>;

/** POST /api/staff/calendar/blocks: blocks a piece for cleaning, repair or alteration. */
export const CreateBlockSchema = z.object({
  productId: RowId,
  from: IsoDateString,
  to: IsoDateString,
  note: safeText().trim().min(1, 'Say why the piece is blocked').max(500),
});

export const BlockSchema = z.object({
  id: z.string(),
  productId: z.number(),
  productCode: z.string(),
  from: z.string(),
  to: z.string(),
  note: z.string(),
  status: z.enum(['confirmed', 'released']),
});
export type Block = z.infer<typeof BlockSchema>;
