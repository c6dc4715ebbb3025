import { z } from 'zod';
import { isSafeText, TEXT_MESSAGE } from './common.ts';

/** The policy pages whose wording owners can change, in the order the editor lists them. */
export const POLICY_PAGES = ['cancellation', 'return', 'shipping', 'terms', 'privacy', 'disclaimer'] as const;
export type PolicyPage = (typeof POLICY_PAGES)[number];

/**
 * The figures a text may name in curly brackets, each filled from the settings when the page is
 * shown, so changing a setting changes every sentence that states it. Described for owners.
 */
export const TEXT_FIGURES = {
  advancePercent: 'Booking advance for rentals, in % (25)',
  buyAdvancePercent: 'Booking advance for pre-used purchases, in % (10)',
  cancelCreditDays: 'Days before delivery after which a cancellation keeps the advance (7 days)',
  storeCreditValidity: 'How long store credit from a cancellation lasts (180 days)',
  refundBusinessDays: 'Business days to refund when the shop cancels (5-7)',
  holdTime: 'How long a piece is held while the customer pays (15 minutes)',
  membershipPlans: 'The membership plans with price and discount',
  membershipValidity: 'How long a membership lasts (one year (365 days))',
  support: 'The support phone, hours and e-mail, as one sentence',
  deliveryWhen: 'When a rental is delivered before the event (the day before)',
  rentalPeriods: 'The rental periods (4, 6, 8 or 10 days)',
  basePeriodDays: 'The shortest period, charged at the base rent (4)',
  surcharges: 'The surcharges of the longer periods (6 days +10%, …)',
  earliestBooking: 'How far ahead the earliest event date is (2 days)',
  cartHolds: 'What the cart holds at a time (one outfit / up to 3 outfits)',
  cartLimitAnswer: 'A sentence answering whether more than one outfit can be rented at a time',
  depositRefundTime: 'Days within which the deposit comes back (7 days)',
  damageNoticeTime: 'Business days to notify a damage charge (3 business days)',
  gstPercent: 'GST in % (0)',
  gstAnswer: 'A sentence answering whether GST is charged',
  gstNote: 'A sentence saying whether GST is added to the order total',
  deliveryRadiusKm: 'Delivery radius in km (25)',
  homeDeliveryFee: 'Home delivery fee (₹200, or "free")',
  pickupFee: 'Store pickup fee ("free" when zero)',
} as const;
export type TextFigure = keyof typeof TEXT_FIGURES;

const FIGURE_NAMES = Object.keys(TEXT_FIGURES);
const EXAMPLE = '{advancePercent}';

/** Why an owner's text cannot be shown, in words an owner understands; null when it can. */
export function textProblem(text: string): string | null {
  if (!isSafeText(text)) return TEXT_MESSAGE;
  // Rendered as plain text on the pages; a tag would show as code, so it is refused outright.
  if (/<\s*\/?\s*[a-z!]/i.test(text)) {
    return 'Write plain text: HTML tags such as <b> or <a> are not allowed';
  }
  for (const match of text.matchAll(/\{([^{}]*)\}/g)) {
    const name = (match[1] ?? '').trim();
    if (!FIGURE_NAMES.includes(name)) {
      const near = FIGURE_NAMES.find((n) => n.toLowerCase() === name.toLowerCase());
      const hint = near ? `Did you mean {${near}}?` : `Use one of the figures listed, such as ${EXAMPLE}.`;
      return `{${name}} is not a figure the shop knows. ${hint}`;
    }
  }
  if (/[{}]/.test(text.replace(/\{[^{}]*\}/g, ''))) {
    return `Curly brackets are only for figures, such as ${EXAMPLE}: remove the stray bracket`;
  }
  return null;
}

/** A piece of owner-written text: required, bounded, plain, naming only known figures. */
const ownerText = (max: number, what: string) =>
  z
    .string({ error: `Write the ${what}` })
    .trim()
    .min(1, `Write the ${what}, or remove it`)
    .max(max, `The ${what} can have at most ${max} characters`)
    .superRefine((text, ctx) => {
      const problem = textProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** A paragraph, or a list of points. */
export const TextBlockSchema = z.union([
  ownerText(3000, 'paragraph'),
  z.object({
    points: z
      .array(ownerText(1000, 'point'))
      .min(1, 'A list needs at least one point')
      .max(30, 'A list can have at most 30 points'),
  }),
]);

const blocks = z
  .array(TextBlockSchema)
  .min(1, 'Write at least one paragraph')
  .max(20, 'At most 20 paragraphs or lists');

/** The wording of one policy page (its title stays the page's name). */
export const PolicyTemplateSchema = z.object({
  description: ownerText(300, 'search summary'),
  intro: ownerText(1000, 'opening paragraph'),
  sections: z
    .array(z.object({ heading: ownerText(120, 'heading'), blocks }))
    .min(1, 'A policy needs at least one section')
    .max(30, 'A policy can have at most 30 sections'),
});
export type PolicyTemplate = z.infer<typeof PolicyTemplateSchema>;

/** The FAQ page: groups of questions, each answered in paragraphs or lists. */
export const FaqTemplateSchema = z
  .array(
    z.object({
      heading: ownerText(120, 'group heading'),
      items: z
        .array(z.object({ question: ownerText(300, 'question'), answer: blocks }))
        .min(1, 'A group needs at least one question')
        .max(40, 'A group can have at most 40 questions'),
    }),
  )
  .min(1, 'The FAQ page needs at least one group of questions')
  .max(20, 'At most 20 groups of questions');
export type FaqTemplate = z.infer<typeof FaqTemplateSchema>;

/**
 * The wording owners changed, page by page; a page not named here uses the shop's default
 * wording (so a fresh shop reads as before, and resetting a page removes it from here).
 */
export const PageTextsSchema = z.object({
  cancellation: PolicyTemplateSchema.optional(),
  return: PolicyTemplateSchema.optional(),
  shipping: PolicyTemplateSchema.optional(),
  terms: PolicyTemplateSchema.optional(),
  privacy: PolicyTemplateSchema.optional(),
  disclaimer: PolicyTemplateSchema.optional(),
  faqs: FaqTemplateSchema.optional(),
});
export type PageTexts = z.infer<typeof PageTextsSchema>;

const RenderedBlockSchema = z.union([z.string(), z.object({ points: z.array(z.string()) })]);

/** GET /api/policies/{page}: a policy page as the storefront shows it, every figure filled. */
export const PolicyDocSchema = z.object({
  title: z.string(),
  description: z.string(),
  intro: z.string(),
  sections: z.array(z.object({ heading: z.string(), blocks: z.array(RenderedBlockSchema) })),
});

/** GET /api/faqs: the FAQ page's questions as the storefront shows them, every figure filled. */
export const FaqPageSchema = z.object({
  groups: z.array(
    z.object({
      heading: z.string(),
      items: z.array(z.object({ question: z.string(), answer: z.array(RenderedBlockSchema) })),
    }),
  ),
});
