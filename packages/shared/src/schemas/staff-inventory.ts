import { z } from 'zod';
import { INT4_MAX, IsoDateString, requiredText, safeText } from './common.ts';

/**
 * Where a piece stands: in rotation, blocked for cleaning or repair (now or later), on its way to
 * another branch, retired from the rental catalogue, or (a pre-used piece) sold.
 */
export const PIECE_STATUSES = ['active', 'blocked', 'moving', 'retired', 'sold'] as const;
export type PieceStatus = (typeof PIECE_STATUSES)[number];
export const PIECE_SORTS = ['code', 'name', 'price', 'created'] as const;

/** The highest price the shop writes on a piece, in rupees. */
export const MAX_PIECE_PRICE = 10_000_000;

/** A rupee amount of a form: blank = not set (null); otherwise a whole number of rupees, not negative. */
const money = (name: string) =>
  z.preprocess(
    (value) =>
      value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value,
    z
      .number({ error: `${name} must be a whole number of rupees` })
      .int(`${name} must be a whole number of rupees`)
      .min(0, `${name} must not be negative`)
      .max(MAX_PIECE_PRICE, `${name} must be at most ₹${MAX_PIECE_PRICE}`)
      .nullable(),
  );

const MIN_SIZE = 20;
const MAX_SIZE = 60;

/**
 * A piece as staff create or edit it: one physical garment, so one size (none for accessories).
 * A rental needs its base rent; a pre-used sale needs its sale price and its real MRP.
 */
export const PieceFormSchema = z
  .object({
    name: requiredText(120, 'Name is required'),
    type: z.enum(['rent', 'buy']),
    categoryCode: requiredText(20, 'Choose a category'),
    branchId: z.coerce.number().int().min(1, 'Choose a branch').max(INT4_MAX),
    size: z.preprocess(
      (value) =>
        value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value,
      z
        .number({ error: 'Size must be a number' })
        .int('Size must be a whole number')
        .min(MIN_SIZE, `Size must be between ${MIN_SIZE} and ${MAX_SIZE}`)
        .max(MAX_SIZE, `Size must be between ${MIN_SIZE} and ${MAX_SIZE}`)
        .nullable(),
    ),
    colours: z
      .array(safeText().trim().min(1).max(30, 'A colour name has at most 30 characters'))
      .max(5, 'At most 5 colours'),
    baseRent: money('Base rent'),
    deposit: money('Deposit'),
    replacementValue: money('Replacement value'),
    salePrice: money('Sale price'),
    mrp: money('MRP'),
    description: safeText().trim().max(2000, 'At most 2000 characters'),
    isOnline: z.boolean(),
  })
  .superRefine((piece, ctx) => {
    if (piece.type === 'rent' && !piece.baseRent) {
      ctx.addIssue({ code: 'custom', path: ['baseRent'], message: 'A rental needs its base rent' });
    }
    if (piece.type === 'buy') {
      if (!piece.salePrice)
        ctx.addIssue({ code: 'custom', path: ['salePrice'], message: 'A sale piece needs its sale price' });
      if (!piece.mrp)
        ctx.addIssue({ code: 'custom', path: ['mrp'], message: 'A sale piece needs its real MRP' });
      else if (piece.salePrice && piece.salePrice > piece.mrp)
        ctx.addIssue({
          code: 'custom',
          path: ['salePrice'],
          message: 'The sale price must not be above the MRP',
        });
    }
  });
export type PieceForm = z.infer<typeof PieceFormSchema>;
export type PieceFormInput = z.input<typeof PieceFormSchema>;

/** Which pieces: shared by the inventory list and the bulk price change. */
export const PieceFilterSchema = z.object({
  /** Part of the code or the name. */
  q: safeText().trim().max(100).optional(),
  /** A branch code (KDV); managers and staff only ever see their own branches. */
  branch: safeText().trim().max(20).optional(),
  category: safeText().trim().max(20).optional(),
  group: z.enum(['men', 'women']).optional(),
  status: z.enum(PIECE_STATUSES).optional(),
  size: z.coerce.number().int().min(0).max(100).optional(),
  colour: safeText().trim().max(30).optional(),
  type: z.enum(['rent', 'buy']).optional(),
});
export type PieceFilter = z.infer<typeof PieceFilterSchema>;

/** GET /api/staff/pieces. */
export const StaffPieceQuerySchema = PieceFilterSchema.extend({
  sort: z.enum(PIECE_SORTS).default('code'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffPieceQuery = z.infer<typeof StaffPieceQuerySchema>;

export const PiecePhotoSchema = z.object({
  /** The photo's id within the piece (the last part of its storage key). */
  id: z.string(),
  alt: z.string(),
  /** The storefront's card picture (330 px wide). */
  url: z.string(),
});
export type PiecePhoto = z.infer<typeof PiecePhotoSchema>;

export const StaffPieceRowSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  type: z.enum(['rent', 'buy']),
  group: z.enum(['men', 'women']),
  categoryCode: z.string(),
  categoryName: z.string(),
  branch: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  size: z.number().nullable(),
  sizeLabel: z.string(),
  colours: z.array(z.string()),
  baseRent: z.number().nullable(),
  salePrice: z.number().nullable(),
  mrp: z.number().nullable(),
  isOnline: z.boolean(),
  status: z.enum(PIECE_STATUSES),
  /** On its way here until this day (status 'moving'). */
  arrivesOn: z.string().nullable(),
  photo: z.string().nullable(),
});
export type StaffPieceRow = z.infer<typeof StaffPieceRowSchema>;

export const StaffPieceListSchema = z.object({
  items: z.array(StaffPieceRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type StaffPieceList = z.infer<typeof StaffPieceListSchema>;

/** One piece with everything the edit form and the status actions need. */
export const StaffPieceSchema = StaffPieceRowSchema.extend({
  categoryGroup: z.enum(['men', 'women']),
  deposit: z.number().nullable(),
  replacementValue: z.number().nullable(),
  description: z.string(),
  conditionNote: z.string(),
  photos: z.array(PiecePhotoSchema),
  movedFrom: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  retiredAt: z.string().nullable(),
  /** Maintenance blocks that end today or later. */
  blocks: z.array(z.object({ id: z.string(), from: z.string(), to: z.string(), note: z.string() })),
  /** Rentals and trials still to come (they keep a piece from being retired). */
  futureBookings: z.number(),
  /** The sale listing made from this piece when it retired, or the piece a sale listing came from. */
  saleListing: z.object({ id: z.number(), code: z.string() }).nullable(),
  fromPiece: z.object({ id: z.number(), code: z.string() }).nullable(),
});
export type StaffPiece = z.infer<typeof StaffPieceSchema>;

/** PUT /api/staff/pieces/{id}/photos: the photos in their new order; the first is the main one. */
export const PhotoOrderSchema = z.object({
  photos: z.array(safeText().max(64)).min(1, 'Keep at least one photo').max(20),
});

/** POST /api/staff/pieces/bulk-price: change the price of every piece the filter finds. */
export const BulkPriceSchema = z
  .object({
    filter: PieceFilterSchema,
    kind: z.enum(['percent', 'amount']),
    /** Percent (−90 … 300) or rupees (−1,00,000 … 1,00,000); never 0. */
    value: z
      .number({ error: 'Enter the change as a number' })
      .refine((v) => v !== 0, 'The change must not be 0'),
    /** Only count the pieces and show a few, change nothing. */
    preview: z.boolean().default(false),
  })
  .superRefine((change, ctx) => {
    const [min, max] = change.kind === 'percent' ? [-90, 300] : [-100_000, 100_000];
    if (
      change.value < min ||
      change.value > max ||
      (change.kind === 'amount' && !Number.isInteger(change.value))
    )
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message:
          change.kind === 'percent'
            ? 'A percent change is between -90 and 300'
            : 'An amount is whole rupees between -100000 and 100000',
      });
  });
export type BulkPrice = z.input<typeof BulkPriceSchema>;

export const BulkPriceResultSchema = z.object({
  count: z.number(),
  applied: z.boolean(),
  sample: z.array(z.object({ code: z.string(), name: z.string(), before: z.number(), after: z.number() })),
});
export type BulkPriceResult = z.infer<typeof BulkPriceResultSchema>;

/** POST /api/staff/pieces/{id}/move: to another branch, arriving on a day. */
export const MovePieceSchema = z.object({
  branchId: z.coerce.number().int().min(1, 'Choose a branch').max(INT4_MAX),
  arrivesOn: IsoDateString,
});
export type MovePiece = z.infer<typeof MovePieceSchema>;

/** POST /api/staff/pieces/{id}/retire: out of the rental catalogue; optionally a sale listing. */
export const RetirePieceSchema = z
  .object({
    conditionNote: safeText().trim().max(1000, 'At most 1000 characters'),
    sale: z
      .object({
        salePrice: money('Sale price').refine((v) => v !== null && v > 0, 'Enter the sale price'),
        mrp: money('MRP').refine((v) => v !== null && v > 0, 'Enter the real MRP'),
      })
      .nullable(),
  })
  .superRefine((retire, ctx) => {
    const sale = retire.sale;
    if (sale?.salePrice && sale.mrp && sale.salePrice > sale.mrp)
      ctx.addIssue({
        code: 'custom',
        path: ['sale', 'salePrice'],
        message: 'The sale price must not be above the MRP',
      });
  });
export type RetirePiece = z.input<typeof RetirePieceSchema>;

/** Upload limits of piece photos (a phone's camera makes 3–8 MB). */
export const PIECE_PHOTO_MAX_BYTES = 12 * 1024 * 1024;
export const PIECE_PHOTO_MESSAGE = 'Please upload a JPEG or PNG photo of at most 12 MB.';
