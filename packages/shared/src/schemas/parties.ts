import { z } from 'zod';
import { LineMeasurementsSchema, PeriodChoice, PlaceOrderSchema, VerifyPaymentSchema } from './commerce.ts';
import { PaymentStartSchema, PlaceOrderResultSchema } from './commerce-responses.ts';
import { IsoDateString, Pincode, safeText } from './common.ts';
import { KitPartPicksSchema } from './kits.ts';

export const PARTY_MESSAGES = {
  placeRequired: 'Choose a branch or give a delivery pincode',
  notFound: 'This party link is not valid',
  notMember: 'Join the party first',
  organiserOnly: 'Only the organiser can do this',
  notInParty: 'Choose one of the pieces the organiser picked for this party',
  pieceOrKit: 'Choose a piece or a kit',
  alreadyChosen: 'You have already chosen for this party',
  nothingToPay: 'This member has no choice waiting for payment',
  nobodyToPay: 'No member has a choice waiting for payment',
  notChosen: 'has not chosen yet',
  holdLapsed: 'their hold ran out before it was paid: they must choose again',
  pieceTaken: 'their piece was booked by someone else: they must choose again',
  paidAlready: 'has paid already',
  payAllChanged: 'Who the payment covers has changed since you looked: check the total again',
} as const;

const PieceCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,40}$/, 'Product code is not valid');

/** POST /api/parties: the organiser's party. */
export const CreatePartySchema = z
  .object({
    name: safeText({ error: 'Give the party a name' }).trim().min(1, 'Give the party a name').max(80),
    eventDate: IsoDateString,
    branchCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2,10}$/, 'Branch code is not valid')
      .optional(),
    pincode: Pincode.optional(),
    theme: safeText().trim().max(120).optional(),
    /** The pieces members choose from; none = any piece. */
    productCodes: z.array(PieceCode).max(40).optional(),
  })
  .refine((p) => p.branchCode !== undefined || p.pincode !== undefined, {
    message: PARTY_MESSAGES.placeRequired,
    path: ['branchCode'],
  });
export type CreateParty = z.infer<typeof CreatePartySchema>;

/** One member as the organiser sees them: what they chose, whether measured and paid. */
export const PartyMemberStatusSchema = z.object({
  memberId: z.string(),
  firstName: z.string(),
  organiser: z.boolean(),
  chosen: z.boolean(),
  measured: z.boolean(),
  paid: z.boolean(),
  order: z
    .object({
      id: z.string(),
      billNo: z.string(),
      status: z.string(),
      pieceName: z.string(),
      /** The kit's name when the member chose a whole outfit (pieceName is then one of its parts). */
      kitName: z.string().nullable(),
      advance: z.number(),
    })
    .nullable(),
});
export type PartyMemberStatus = z.infer<typeof PartyMemberStatusSchema>;

/**
 * A party as its link shows it. Everyone sees the name, date, theme and pieces; members see who
 * joined by first name; only the organiser sees each member's chosen / measured / paid.
 */
export const PartySchema = z.object({
  code: z.string(),
  name: z.string(),
  eventDate: z.string(),
  theme: z.string(),
  branch: z.object({ code: z.string(), name: z.string() }).nullable(),
  pincode: z.string().nullable(),
  pieces: z.array(z.object({ code: z.string(), name: z.string(), size: z.number().nullable() })),
  /**
   * The kits members may choose: the branch's kits (any branch's for a delivered party); with a
   * set of pieces, only kits whose every part has a piece of the set.
   */
  kits: z.array(z.object({ code: z.string(), slug: z.string(), name: z.string() })),
  role: z.enum(['organiser', 'member', 'visitor']),
  memberCount: z.number(),
  /** Members' first names (members and the organiser only). */
  joined: z.array(z.string()).nullable(),
  /** Each member's progress (the organiser only). */
  members: z.array(PartyMemberStatusSchema).nullable(),
  /** The rent discount the group's size earns now, in percent. */
  discountPct: z.number(),
  /** The viewer's own choice, if any. */
  myOrderId: z.string().nullable(),
  sharePath: z.string(),
});
export type Party = z.infer<typeof PartySchema>;

/**
 * POST /api/parties/:code/choice: the member's piece (`code`) or kit (`kit` with the piece chosen
 * for every part, each by its size), sizes and delivery, placed as their own order.
 */
export const PartyChoiceSchema = PlaceOrderSchema.extend({
  code: PieceCode.optional(),
  kit: PieceCode.optional(),
  parts: KitPartPicksSchema.optional(),
  period: PeriodChoice.optional(),
  measurements: LineMeasurementsSchema.optional(),
}).refine((c) => (c.code === undefined) !== (c.kit === undefined), {
  message: PARTY_MESSAGES.pieceOrKit,
  path: ['code'],
});
export type PartyChoice = z.infer<typeof PartyChoiceSchema>;
export const PartyChoiceResultSchema = PlaceOrderResultSchema;

/** The organiser's payment for a member's advance. */
export const PartyPaymentSchema = z.object({ orderId: z.string(), payment: PaymentStartSchema });
export type PartyPayment = z.infer<typeof PartyPaymentSchema>;

/**
 * What "Pay for everyone" would pay before the organiser pays: each member whose choice is held
 * and unpaid, with their advance, and everyone left out with the reason.
 */
export const PartyPayAllQuoteSchema = z.object({
  covers: z.array(
    z.object({
      memberId: z.string(),
      firstName: z.string(),
      orderId: z.string(),
      billNo: z.string(),
      pieceName: z.string(),
      amountPaise: z.number(),
    }),
  ),
  leftOut: z.array(z.object({ memberId: z.string(), firstName: z.string(), reason: z.string() })),
  totalPaise: z.number(),
});
export type PartyPayAllQuote = z.infer<typeof PartyPayAllQuoteSchema>;

/** POST /api/parties/:code/pay-all: the orders the organiser saw in the quote and pays for. */
export const PartyPayAllSchema = z.object({ orderIds: z.array(z.uuid()).min(1).max(60) });
export type PartyPayAll = z.infer<typeof PartyPayAllSchema>;

/** The one payment for everyone covered, with what it covers. */
export const PartyPayAllStartSchema = PartyPayAllQuoteSchema.extend({ payment: PaymentStartSchema });
export type PartyPayAllStart = z.infer<typeof PartyPayAllStartSchema>;

/** The widget's (or local page's) result for the organiser's payment for everyone. */
export const PartyPayAllVerifySchema = VerifyPaymentSchema.omit({ orderId: true });
export type PartyPayAllVerify = z.infer<typeof PartyPayAllVerifySchema>;

/** After the payment for everyone: whose orders it paid, and whose part goes back (piece taken, or paid already). */
export const PartyPayAllResultSchema = z.object({
  party: PartySchema,
  paidFor: z.array(z.string()),
  refundedFor: z.array(z.string()),
});
export type PartyPayAllResult = z.infer<typeof PartyPayAllResultSchema>;

export const PartyRemindersResultSchema = z.object({ reminded: z.array(z.string()) });

/** The WhatsApp share button's link for a party's full URL. */
export function whatsappShareUrl(name: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`Join "${name}" and choose your outfit: ${url}`)}`;
}
