import { z } from 'zod';
import { IsoDateString, Pincode, safeText } from './common.ts';

export const SORTS = ['latest', 'lowToHigh', 'highToLow', 'bestSelling', 'discounted'] as const;
export type Sort = (typeof SORTS)[number];

/** The ten colours customers filter by. */
export const COLOURS = [
  'Blue',
  'Gold',
  'Black',
  'Light Blue',
  'Brown',
  'Orange',
  'Peach',
  'Red',
  'Gray',
  'Mint',
] as const;

export const GROUPS = { men: 1, women: 2 } as const;
export type GroupName = keyof typeof GROUPS;

/** Size labels of the charts: 34 XS … 46 XXXL (group 1), 34 S … 44 XXXL (group 2 bust). */
/** 'No size' where the piece has none (accessories), else the size with its label: '40 (L)'. */
export function sizeLabel(grp: number, size: number | null): string {
  if (size === null) return 'No size';
  const label = SIZE_LABELS[grp === 2 ? 2 : 1][size];
  return label ? `${size} (${label})` : String(size);
}

export const SIZE_LABELS: Record<1 | 2, Record<number, string>> = {
  1: { 34: 'XS', 36: 'S', 38: 'M', 40: 'L', 42: 'XL', 44: 'XXL', 46: 'XXXL' },
  2: { 34: 'S', 36: 'M', 38: 'L', 40: 'XL', 42: 'XXL', 44: 'XXXL' },
};

const int = (min: number, max: number, name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

/** GET /api/products query: every filter of the listing, validated the same in the browser. */
export const ListingQuerySchema = z
  .object({
    type: z.enum(['rent', 'buy']).default('rent'),
    category: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,60}$/i, 'Category must be a category code or slug')
      .optional(),
    group: z.enum(['men', 'women']).optional(),
    branch: z
      .string()
      .trim()
      .regex(/^[A-Z0-9-]{1,20}$/i, 'Branch must be a branch code')
      .optional(),
    size: int(20, 60, 'Size').optional(),
    minPrice: int(0, 1_000_000, 'Minimum price').optional(),
    maxPrice: int(0, 1_000_000, 'Maximum price').optional(),
    colour: z.enum(COLOURS, { error: `Colour must be one of ${COLOURS.join(', ')}` }).optional(),
    eventDate: IsoDateString.optional(),
    period: int(1, 60, 'Period').optional(),
    pincode: Pincode.optional(),
    q: safeText().trim().max(100, 'Search must be at most 100 characters').optional(),
    sort: z.enum(SORTS, { error: `Sort must be one of ${SORTS.join(', ')}` }).default('latest'),
    page: int(1, 10_000, 'Page').optional(),
    cursor: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9_-]+$/, 'Cursor is not valid')
      .optional(),
    limit: int(1, 60, 'Limit').default(10),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'Minimum price must not be above the maximum price',
    path: ['minPrice'],
  })
  .refine((q) => !(q.page !== undefined && q.cursor !== undefined), {
    message: 'Give either page or cursor, not both',
    path: ['cursor'],
  });

export type ListingQuery = z.infer<typeof ListingQuerySchema>;

/** Picture URLs of one image: every width of a variant, for srcset. */
export const ImageSchema = z.object({
  alt: safeText(),
  /** e.g. { "330": "/media/p/ABC/1/card-330.webp", "660": ".../card-660.webp" } */
  card: z.record(safeText(), safeText()),
  detail: z.record(safeText(), safeText()),
});
export type Image = z.infer<typeof ImageSchema>;

export const BranchSchema = z.object({
  code: safeText(),
  name: safeText(),
  city: safeText(),
  address: safeText(),
  pincode: safeText(),
  phone: safeText(),
  email: safeText(),
  image: safeText().nullable(),
  mapUrl: safeText().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Branch = z.infer<typeof BranchSchema>;

export const CategorySchema = z.object({
  code: safeText(),
  slug: safeText(),
  name: safeText(),
  group: z.enum(['men', 'women']),
  isAccessory: z.boolean(),
  intro: safeText(),
  image: safeText().nullable(),
});
export type Category = z.infer<typeof CategorySchema>;

/** A listing card. `price` is the base rent (rentals) or the sale price (pre-used). */
export const ProductCardSchema = z.object({
  code: safeText(),
  slug: safeText(),
  name: safeText(),
  type: z.enum(['rent', 'buy']),
  group: z.enum(['men', 'women']),
  categoryCode: safeText(),
  categorySlug: safeText(),
  categoryName: safeText(),
  size: z.number().nullable(),
  /** 'No size' when the piece has none. */
  sizeLabel: safeText(),
  colours: z.array(safeText()),
  rent: z.number().nullable(),
  salePrice: z.number().nullable(),
  mrp: z.number().nullable(),
  isOnline: z.boolean(),
  branchCode: safeText(),
  branchName: safeText(),
  image: ImageSchema.nullable(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

export const ListingResultSchema = z.object({
  items: z.array(ProductCardSchema),
  total: z.number(),
  /** True when `total` is a floor: rentals are counted up to a cap (1,000; 500 for an event date). */
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  nextCursor: safeText().nullable(),
});
export type ListingResult = z.infer<typeof ListingResultSchema>;

export const ProductDetailSchema = ProductCardSchema.extend({
  description: safeText(),
  remark: safeText(),
  /** Refundable deposit (the product's own, else equal to the base rent); null for sales. */
  deposit: z.number().nullable(),
  isAccessory: z.boolean(),
  images: z.array(ImageSchema),
  branch: BranchSchema,
  related: z.array(ProductCardSchema),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const BookedDatesSchema = z.object({
  code: safeText(),
  from: safeText(),
  to: safeText(),
  /** Days on which the piece cannot be delivered, worn or returned (buffers included). */
  dates: z.array(safeText()),
  earliestEventDate: safeText(),
});
export type BookedDates = z.infer<typeof BookedDatesSchema>;

export const QuoteSchema = z.object({
  code: safeText(),
  eventDate: safeText(),
  period: z.number(),
  deliveryDate: safeText(),
  returnDate: safeText(),
  baseRent: z.number(),
  rent: z.number(),
  deposit: z.number(),
  /** Booking advance on this piece alone: advance % of (rent + deposit). */
  advance: z.number(),
  advancePct: z.number(),
});
export type Quote = z.infer<typeof QuoteSchema>;

export const SizeOptionSchema = z.object({ size: z.number(), label: safeText(), description: safeText() });
export type SizeOption = z.infer<typeof SizeOptionSchema>;

export const PincodeInfoSchema = z.object({
  pincode: safeText(),
  /** Post office names without India Post's suffix, e.g. 'Kandivali West'. */
  areas: z.array(z.object({ name: safeText(), district: safeText(), state: safeText() })),
  /** First area's name: what the pages call 'area name'. */
  areaName: safeText(),
  district: safeText(),
  state: safeText(),
  serviceable: z.boolean(),
  /** 'unknown' when the directory's point for this pincode is flagged or missing. */
  serviceability: z.enum(['yes', 'no', 'unknown']),
  nearestBranch: z
    .object({ code: safeText(), name: safeText(), city: safeText(), distanceKm: z.number() })
    .nullable(),
  /** Asked about one piece: the branch that holds it, which alone decides serviceability then. */
  pieceBranch: z
    .object({ code: safeText(), name: safeText(), city: safeText(), distanceKm: z.number() })
    .optional(),
});
export type PincodeInfo = z.infer<typeof PincodeInfoSchema>;
