import { z } from 'zod';
import { IsoDateString, Pincode } from './common.ts';

export const SORTS = ['latest', 'lowToHigh', 'highToLow', 'bestSelling', 'discounted'] as const;
export type Sort = (typeof SORTS)[number];

/** The spec's ten colours. */
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
    q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
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
