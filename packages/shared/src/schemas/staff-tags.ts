import { z } from 'zod';
import { RowIdText, safeText } from './common.ts';

const Id = RowIdText;

/** A piece code as printed on its tag: letters, digits and a few separators. */
export const PieceCode = safeText()
  .trim()
  .min(1, 'Type or scan a piece code')
  .max(40, 'A piece code has at most 40 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'A piece code has only letters, digits, dots, dashes and underscores');

/** GET /api/staff/labels?branch=&category=&q=&cursor=&limit=: the pieces to print tags for. */
export const StaffLabelsQuerySchema = z.object({
  branch: Id,
  /** A category code (GET /api/categories). */
  category: safeText().trim().min(1).max(40).optional(),
  q: safeText().trim().max(100).optional(),
  /** The last product code of the previous page. */
  cursor: safeText().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(240).default(48),
});

/** One tag: what staff read on it, and the address its QR code holds. */
export const PieceLabelSchema = z.object({
  productId: z.number(),
  code: z.string(),
  name: z.string(),
  categoryName: z.string(),
  sizeLabel: z.string(),
  branchCode: z.string(),
  /** `${PUBLIC_URL}/admin/scan/<code>`: a phone's own camera app opens the back office on it. */
  scanUrl: z.string(),
});
export type PieceLabel = z.infer<typeof PieceLabelSchema>;

export const StaffLabelsSchema = z.object({
  branchId: z.number(),
  labels: z.array(PieceLabelSchema),
  /** Pass as `cursor` for the next sheet; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type StaffLabels = z.infer<typeof StaffLabelsSchema>;

/** The step a scanned piece is ready for at the counter; null when it waits for nothing staff do. */
export const COUNTER_ACTIONS = ['prepare', 'ready', 'hand-over', 'return', 'inspect'] as const;
export type CounterAction = (typeof COUNTER_ACTIONS)[number];

/** An order line of the scanned piece: whose order, its dates and where it stands. */
export const CounterBookingSchema = z.object({
  orderId: z.string(),
  billNo: z.string(),
  lineId: z.string(),
  lineStatus: z.string(),
  customerName: z.string(),
  deliveryType: z.enum(['home', 'pickup']),
  deliveryDate: z.string().nullable(),
  eventDate: z.string().nullable(),
  returnDate: z.string().nullable(),
});
export type CounterBooking = z.infer<typeof CounterBookingSchema>;

/** GET /api/staff/pieces/{code}/counter: a scanned piece, the booking in hand and the step that fits. */
export const PieceCounterSchema = z.object({
  piece: z.object({
    productId: z.number(),
    code: z.string(),
    name: z.string(),
    type: z.enum(['rent', 'buy']),
    categoryName: z.string(),
    sizeLabel: z.string(),
    isActive: z.boolean(),
    branch: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  }),
  /** 'with_customer', 'blocked' (cleaning or repair today), 'booked' (a booking ahead), 'free'. */
  status: z.enum(['with_customer', 'awaiting_inspection', 'blocked', 'booked', 'free', 'inactive']),
  /** The maintenance block covering today, if any. */
  block: z.object({ from: z.string(), to: z.string(), note: z.string() }).nullable(),
  /** The line the piece is out on or back from, else its next booking. */
  booking: CounterBookingSchema.nullable(),
  action: z.enum(COUNTER_ACTIONS).nullable(),
  /** Later bookings after that one (at most five). */
  upcoming: z.array(CounterBookingSchema),
});
export type PieceCounter = z.infer<typeof PieceCounterSchema>;
