import { z } from 'zod';
import { LineMeasurementsSchema, PeriodChoice } from './commerce.ts';
import { INT4_MAX, IsoDateString, requiredText, safeText } from './common.ts';

// Kits: whole outfits (sherwani + safa + mala + mojari) rented as one line of the cart.

const Code = z
  .string({ error: 'Code is required' })
  .trim()
  .regex(/^[A-Za-z0-9-]{1,40}$/, 'Code is not valid');

/** One piece that can fill a part of a kit, with its size and whether it is free for the dates asked. */
export const KitPieceSchema = z.object({
  code: z.string(),
  name: z.string(),
  size: z.number().nullable(),
  sizeLabel: z.string(),
  imageKey: z.string().nullable(),
  /** Rent for the base period, alone. */
  baseRent: z.number(),
  /** Free on the dates asked; null when no dates were asked. */
  free: z.boolean().nullable(),
});
export type KitPiece = z.infer<typeof KitPieceSchema>;

export const KitPartSchema = z.object({
  position: z.number(),
  label: z.string(),
  category: z.object({ code: z.string(), name: z.string() }),
  isAccessory: z.boolean(),
  pieces: z.array(KitPieceSchema),
});
export type KitPart = z.infer<typeof KitPartSchema>;

/** A kit as the storefront lists it. */
export const KitSummarySchema = z.object({
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  group: z.enum(['men', 'women']),
  branch: z.object({ code: z.string(), name: z.string() }),
  /** The kit's rent for the base period with the first piece of each part. */
  fromPrice: z.number(),
  /** Its own price for the base period, or null when priced as the parts less `discountPct`. */
  kitPrice: z.number().nullable(),
  discountPct: z.number().nullable(),
  imageKeys: z.array(z.string()),
  partLabels: z.array(z.string()),
});
export type KitSummary = z.infer<typeof KitSummarySchema>;

export const KitDetailSchema = KitSummarySchema.extend({
  description: z.string(),
  parts: z.array(KitPartSchema),
  /** The dates the availability was worked out for (from the event date asked). */
  dates: z.object({ deliveryDate: z.string(), returnDate: z.string() }).nullable(),
});
export type KitDetail = z.infer<typeof KitDetailSchema>;

/** The piece chosen (by its size) for every part of a kit, by the part's position. */
export const KitPartPicksSchema = z
  .array(z.object({ position: z.number().int().min(0).max(50), code: Code }))
  .min(1)
  .max(12);
export type KitPartPicks = z.infer<typeof KitPartPicksSchema>;

/** POST /api/cart/kits: a kit for an event date, one piece chosen (by its size) for every part. */
export const CartKitAddSchema = z.object({
  kit: Code,
  eventDate: IsoDateString.optional(),
  period: PeriodChoice.optional(),
  measurements: LineMeasurementsSchema.optional(),
  parts: KitPartPicksSchema,
  remark: safeText().trim().max(500).optional(),
});
export type CartKitAdd = z.infer<typeof CartKitAddSchema>;

/** POST /api/cart/kits/swap: a kit's part in the bag takes the free piece offered for a taken one. */
export const CartKitSwapSchema = z.object({ from: Code, to: Code });
export type CartKitSwap = z.infer<typeof CartKitSwapSchema>;

/** What a cart item or order line says about the kit it belongs to. */
export const LineKitSchema = z.object({ code: z.string(), name: z.string(), group: z.string() });

/** A free piece of the same kind and size from the same branch, offered instead of a taken one. */
export const SubstituteSchema = z.object({
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  sizeLabel: z.string(),
});
export type Substitute = z.infer<typeof SubstituteSchema>;

/** The 409 of a kit whose part is taken: which part, and a free piece of the same kind and size. */
export const KitConflictSchema = z.object({
  part: z.object({ label: z.string(), code: z.string() }),
  substitute: SubstituteSchema.nullable(),
});
export type KitConflict = z.infer<typeof KitConflictSchema>;

export const KIT_MESSAGES = {
  notFound: 'Kit not found',
  partMissing: 'Choose a piece for every part of the kit.',
  notAPart: 'That piece does not fill this part of the kit.',
  partNotInBag: 'That piece is not part of an outfit in your bag.',
  partTaken: (label: string, code: string) =>
    `The ${label} of this kit (${code}) is already booked for those dates.`,
  substitute: (code: string, sizeLabel: string) => `${code} (${sizeLabel}) is free instead.`,
} as const;

/** A kit as managers and owners create or edit it in the back office. */
export const StaffKitFormSchema = z
  .object({
    name: requiredText(120, 'Name is required'),
    description: safeText().trim().max(2000).default(''),
    group: z.enum(['men', 'women']),
    branchId: z.number().int().min(1, 'Choose a branch').max(INT4_MAX),
    /** Its own rent for the base period (rupees), or null to price it as the parts less discountPct. */
    price: z.number().int().min(1).max(10_000_000).nullable(),
    discountPct: z.number().int().min(0).max(90).nullable(),
    isActive: z.boolean().default(true),
    parts: z
      .array(
        z.object({
          label: requiredText(40, 'Name the part'),
          categoryCode: requiredText(20, 'Choose a category'),
          pieces: z.array(Code).min(1, 'Choose at least one piece').max(20),
        }),
      )
      .min(2, 'A kit has at least two parts')
      .max(8),
  })
  .refine((k) => (k.price === null) !== (k.discountPct === null), {
    message: 'Give either a kit price or a kit discount',
    path: ['price'],
  });
export type StaffKitForm = z.infer<typeof StaffKitFormSchema>;

/** A kit in the back office list and form. */
export const StaffKitSchema = z.object({
  id: z.number(),
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  group: z.enum(['men', 'women']),
  branch: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  price: z.number().nullable(),
  discountPct: z.number().nullable(),
  isActive: z.boolean(),
  imageKeys: z.array(z.string()),
  parts: z.array(
    z.object({
      label: z.string(),
      categoryCode: z.string(),
      pieces: z.array(z.object({ code: z.string(), name: z.string(), sizeLabel: z.string() })),
    }),
  ),
});
export type StaffKit = z.infer<typeof StaffKitSchema>;
