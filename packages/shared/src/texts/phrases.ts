import { formatRupees } from '@vastra/shared/rules';
import type { Settings } from '@vastra/shared/schemas';

/**
 * Small phrases the policy and FAQ texts share, each built from the settings so that no page
 * states a figure the cart does not charge.
 */

/** A text block of a policy: a paragraph, or a list of points. */
export type Block = string | { points: string[] };
type TextSection = { heading: string; blocks: Block[] };
/** A whole policy page: title, meta description, opening paragraph and sections. */
export type PolicyDoc = { title: string; description: string; intro: string; sections: TextSection[] };
/** A group of questions of the FAQ page, each answered in blocks. */
export type FaqGroup = { heading: string; items: { question: string; answer: Block[] }[] };

/** joinWords(['4', '6', '8']) === '4, 6 or 8'; joinWords(['a', 'b'], 'and') === 'a and b'. */
function joinWords(words: readonly string[], last: 'or' | 'and' = 'or'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`;
}

/** days(1) === '1 day'; days(7) === '7 days'. */
export const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** dayBefore(1) === 'the day before'; dayBefore(2) === '2 days before'. */
export const dayBefore = (n: number) => (n === 1 ? 'the day before' : `${days(n)} before`);

/** minutes(15) === '15 minutes'. */
export const minutes = (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`;

/** businessDays(3) === '3 business days'. */
export const businessDays = (n: number) => `${n} business ${n === 1 ? 'day' : 'days'}`;

/** '4, 6, 8 or 10 days'. */
export const periodsText = (s: Settings) => `${joinWords(s.rental.periods.map(String))} days`;

/** Surcharges over the base rent by period: '6 days +10%, 8 days +20% and 10 days +30%'. */
export function surchargesText(s: Settings): string {
  const parts = s.rental.periods
    .map((p) => ({ p, pct: s.rental.surchargePct[String(p)] ?? 0 }))
    .filter(({ pct }) => pct > 0)
    .map(({ p, pct }) => `${p} days +${pct}%`);
  return parts.length ? joinWords(parts, 'and') : 'no surcharge for any period';
}

/** The shortest period, whose rent is the base rent: 4. */
export const basePeriod = (s: Settings) => Math.min(...s.rental.periods);

/** 'Home delivery ₹200' / 'free' for a zero fee. */
export const fee = (amount: number) => (amount === 0 ? 'free' : formatRupees(amount));

/** 'A Basic ₹199 (5% off rent), B Standard ₹299 (7%) and C Premium ₹599 (10%)'. */
export function plansText(s: Settings): string {
  return joinWords(
    s.membership.plans.map(
      (p) => `${p.code} ${p.name} at ${formatRupees(p.price)} a year (${p.discountPct}% off rent)`,
    ),
    'and',
  );
}

/** Support contacts in one sentence. */
export const supportText = (s: Settings) =>
  `Call us on ${s.support.phone} (${s.support.hours}) or write to ${s.support.email}.`;

/** The validity of a plan in words: 365 → 'one year (365 days)'. */
export const validityText = (s: Settings) =>
  s.membership.validityDays === 365 ? 'one year (365 days)' : days(s.membership.validityDays);
