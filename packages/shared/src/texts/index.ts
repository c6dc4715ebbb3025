// The shop's policy and FAQ texts: default wording written once, owners' wording from the
// settings, every figure filled from the settings. The storefront shows them, the back office
// previews them while an owner edits.
import type { Settings } from '@vastra/shared/schemas';
import { renderFaqs, renderPolicy } from './render.ts';

export { fillFigures } from './figures.ts';
export type { Block, FaqGroup, PolicyDoc } from './phrases.ts';
export { FAQ_DEFAULTS, POLICY_DEFAULTS, renderFaqs, renderPolicy } from './render.ts';

export const cancellationPolicy = (s: Settings) => renderPolicy('cancellation', s);
export const returnPolicy = (s: Settings) => renderPolicy('return', s);
export const shippingPolicy = (s: Settings) => renderPolicy('shipping', s);
export const termsConditions = (s: Settings) => renderPolicy('terms', s);
export const privacyPolicy = (s: Settings) => renderPolicy('privacy', s);
export const disclaimer = (s: Settings) => renderPolicy('disclaimer', s);
export const faqs = renderFaqs;
