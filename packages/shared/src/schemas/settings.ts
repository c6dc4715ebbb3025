import { z } from 'zod';
import { PageTextsSchema } from './page-texts.ts';

const PCT_RANGE = 'A percentage must be between 0 and 100';
const Percent = z.number({ error: 'Give a number' }).min(0, PCT_RANGE).max(100, PCT_RANGE);
/** A whole number of days, minutes, rupees or pieces within what the shop could mean (and the database holds). */
const Whole = (min: number, max: number) =>
  z
    .number({ error: 'Give a number' })
    .int('Give a whole number')
    .min(min, `Give at least ${min}`)
    .max(max, `Give at most ${max}`);
const MAX_RUPEES = 10_00_000;

const LifecycleSettingsSchema = z.object({
  /** Each day a piece comes back late costs this share of its base rent (capped at the deposit). */
  lateFeePctPerDay: Percent,
  /** The inspection's fixed charges, in rupees: a stain, a small tear, a missing button. */
  rateCard: z.array(
    z.object({
      code: z.string().min(1).max(40),
      label: z.string().min(1).max(100),
      amount: Whole(1, MAX_RUPEES),
    }),
  ),
  /** Days a piece is blocked after its buffer day when it comes back needing cleaning or repair. */
  cleaningDays: z.number().int().min(0).max(60),
  repairDays: z.number().int().min(0).max(60),
});

const DEFAULT_LIFECYCLE: z.infer<typeof LifecycleSettingsSchema> = {
  lateFeePctPerDay: 20,
  rateCard: [
    { code: 'stain', label: 'Haldi or mehendi stain', amount: 300 },
    { code: 'small_tear', label: 'Small tear', amount: 500 },
    { code: 'missing_button', label: 'Missing button', amount: 50 },
  ],
  cleaningDays: 2,
  repairDays: 5,
};

const DEFAULT_FRESH_MONTHS = 6;
const HalfHour = z
  .string()
  .regex(/^([01]\d|2[0-3]):[03]0$/, 'Give a time on the hour or half hour, written HH:MM (24-hour)');

const closesAfterOpens = { message: 'Closing time must be after opening time', path: ['closes'] };

/** A branch's own trial hours, in place of the shop's. */
const TrialBranchHoursSchema = z
  .object({
    branchCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2,10}$/, 'Give the branch code (KDV)'),
    opens: HalfHour,
    closes: HalfHour,
  })
  .refine((t) => t.closes > t.opens, closesAfterOpens);

/**
 * Fit-check trials at the branches: the opening hours their half-hour slots fall in, the shop's
 * and any branch's own (a branch not listed keeps the shop's).
 */
const TrialSettingsSchema = z
  .object({
    opens: HalfHour,
    closes: HalfHour,
    /** How far ahead a customer may book a trial. */
    daysAhead: z.number().int().min(1).max(365),
    branches: z
      .array(TrialBranchHoursSchema)
      .max(50)
      .refine((list) => new Set(list.map((b) => b.branchCode)).size === list.length, {
        message: 'Give each branch its hours only once',
      })
      .default([]),
  })
  .refine((t) => t.closes > t.opens, closesAfterOpens);

const DEFAULT_TRIALS: z.infer<typeof TrialSettingsSchema> = {
  opens: '11:30',
  closes: '20:00',
  daysAhead: 60,
  branches: [],
};

/** A wedding party's rent discount by the number of members who joined (the best tier reached). */
const PartySettingsSchema = z.object({
  discounts: z.array(z.object({ minMembers: z.number().int().min(2).max(100), pct: Percent })).max(10),
});

const DEFAULT_PARTY: z.infer<typeof PartySettingsSchema> = {
  discounts: [
    { minMembers: 3, pct: 5 },
    { minMembers: 6, pct: 10 },
  ],
};

/** The shop's business rules: one record staff can change; every page that states a rule renders it from here. */
export const SettingsSchema = z.object({
  rental: z.object({
    periods: z.array(Whole(1, 60)).min(1).max(10),
    defaultPeriod: Whole(1, 60),
    /** Surcharge over the base rent, by period in days: { "6": 10 } = +10 %. */
    surchargePct: z.record(z.string(), Percent),
    /** Earliest event date = today (IST) + this many days. */
    earliestEventDaysAhead: Whole(0, 365),
    /** Latest event date = today (IST) + this many days. */
    maxDaysAhead: z.number().int().min(1).max(3650).default(365),
    /** Delivery date = event date − this many days. */
    deliveryDaysBeforeEvent: Whole(0, 60),
    /** Minutes a booking is held while the customer pays. */
    holdMinutes: Whole(1, 24 * 60),
  }),
  advance: z.object({ rentPct: Percent, buyPct: Percent }),
  delivery: z.object({
    homeFee: Whole(0, MAX_RUPEES),
    pickupFee: Whole(0, MAX_RUPEES),
    radiusKm: z
      .number({ error: 'Give a number' })
      .positive('Give more than 0')
      .max(2000, 'Give at most 2000'),
  }),
  gstPct: Percent,
  cart: z.object({ maxItems: Whole(1, 100) }),
  membership: z.object({
    validityDays: Whole(1, 3650),
    plans: z.array(
      z.object({
        code: z.enum(['A', 'B', 'C']),
        name: z.string(),
        price: Whole(1, MAX_RUPEES),
        discountPct: Percent,
      }),
    ),
  }),
  cancellation: z.object({
    /** Cancelling more than this many days before delivery returns the advance as store credit. */
    creditIfDaysBeforeDeliveryOver: Whole(0, 365),
    storeCreditValidityDays: Whole(1, 3650),
    providerCancelRefundBusinessDays: z.string(),
  }),
  deposit: z.object({
    refundWithinDays: Whole(1, 365),
    damageNoticeBusinessDays: Whole(1, 60),
  }),
  support: z.object({
    phone: z.string(),
    email: z.string(),
    hours: z.string(),
  }),
  /** Staff's rental lifecycle: late fees, the inspection rate card, blocks after cleaning or repair. */
  lifecycle: LifecycleSettingsSchema.default(DEFAULT_LIFECYCLE),
  /** The policy and FAQ wording owners changed; the pages not named keep the default wording. */
  texts: PageTextsSchema.default({}),
  /** Saved measurements older than this many months are asked about ('Still right?') before renting. */
  measurements: z
    .object({ freshMonths: z.number().int().min(1).max(60) })
    .default({ freshMonths: DEFAULT_FRESH_MONTHS }),
  trials: TrialSettingsSchema.default(DEFAULT_TRIALS),
  party: PartySettingsSchema.default(DEFAULT_PARTY),
});

export type Settings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  rental: {
    periods: [4, 6, 8, 10],
    defaultPeriod: 4,
    surchargePct: { '4': 0, '6': 10, '8': 20, '10': 30 },
    earliestEventDaysAhead: 2,
    maxDaysAhead: 365,
    deliveryDaysBeforeEvent: 1,
    holdMinutes: 15,
  },
  advance: { rentPct: 25, buyPct: 10 },
  delivery: { homeFee: 200, pickupFee: 0, radiusKm: 25 },
  gstPct: 0,
  cart: { maxItems: 6 },
  membership: {
    validityDays: 365,
    plans: [
      { code: 'A', name: 'Basic', price: 199, discountPct: 5 },
      { code: 'B', name: 'Standard', price: 299, discountPct: 7 },
      { code: 'C', name: 'Premium', price: 599, discountPct: 10 },
    ],
  },
  cancellation: {
    creditIfDaysBeforeDeliveryOver: 7,
    storeCreditValidityDays: 180,
    providerCancelRefundBusinessDays: '5-7',
  },
  deposit: { refundWithinDays: 7, damageNoticeBusinessDays: 3 },
  support: { phone: '+91 98200 11987', email: 'care@vastra.in', hours: '11:30 am to 8 pm, every day' },
  lifecycle: DEFAULT_LIFECYCLE,
  texts: {},
  measurements: { freshMonths: DEFAULT_FRESH_MONTHS },
  trials: DEFAULT_TRIALS,
  party: DEFAULT_PARTY,
};
