import type { FaqTemplate, PolicyPage, PolicyTemplate, Settings } from '@vastra/shared/schemas';
import { faqTemplate } from './faqs.ts';
import { fillFigures } from './figures.ts';
import type { Block, FaqGroup, PolicyDoc } from './phrases.ts';
import { cancellationTemplate } from './policies/cancellation-policy.ts';
import { disclaimerTemplate } from './policies/disclaimer.ts';
import { privacyTemplate } from './policies/privacy-policy.ts';
import { returnTemplate } from './policies/return-policy.ts';
import { shippingTemplate } from './policies/shipping-policy.ts';
import { termsTemplate } from './policies/terms-conditions.ts';

/** Each policy page's name (its title, never edited) and its default wording. */
export const POLICY_DEFAULTS: Record<PolicyPage, { title: string; template: PolicyTemplate }> = {
  cancellation: { title: 'Cancellation Policy', template: cancellationTemplate },
  return: { title: 'Return Policy', template: returnTemplate },
  shipping: { title: 'Shipping Policy', template: shippingTemplate },
  terms: { title: 'Terms & Conditions', template: termsTemplate },
  privacy: { title: 'Privacy Policy', template: privacyTemplate },
  disclaimer: { title: 'Disclaimer', template: disclaimerTemplate },
};

/** The FAQ page's default questions. */
export const FAQ_DEFAULTS: FaqTemplate = faqTemplate;

const fillBlocks = (blocks: readonly Block[], s: Settings): Block[] =>
  blocks.map((b) =>
    typeof b === 'string' ? fillFigures(b, s) : { points: b.points.map((p) => fillFigures(p, s)) },
  );

/** A policy's wording (the owners' when they changed it, else the default) with the figures filled. */
export function renderPolicy(page: PolicyPage, s: Settings): PolicyDoc {
  const { title, template: fallback } = POLICY_DEFAULTS[page];
  const template = s.texts?.[page] ?? fallback;
  return {
    title,
    description: fillFigures(template.description, s),
    intro: fillFigures(template.intro, s),
    sections: template.sections.map((section) => ({
      heading: fillFigures(section.heading, s),
      blocks: fillBlocks(section.blocks, s),
    })),
  };
}

/** The FAQ page's questions (the owners' when they changed them, else the default), figures filled. */
export function renderFaqs(s: Settings): FaqGroup[] {
  return (s.texts?.faqs ?? FAQ_DEFAULTS).map((group) => ({
    heading: fillFigures(group.heading, s),
    items: group.items.map((item) => ({
      question: fillFigures(item.question, s),
      answer: fillBlocks(item.answer, s),
    })),
  }));
}
