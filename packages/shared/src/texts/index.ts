// The shop's policy and FAQ texts, written once and rendered from the settings: the storefront
// shows them, the back office previews them while an owner edits the settings.
export { type FaqGroup, faqs } from './faqs.ts';
export type { Block, PolicyDoc } from './phrases.ts';
export { cancellationPolicy } from './policies/cancellation-policy.ts';
export { disclaimer } from './policies/disclaimer.ts';
export { privacyPolicy } from './policies/privacy-policy.ts';
export { returnPolicy } from './policies/return-policy.ts';
export { shippingPolicy } from './policies/shipping-policy.ts';
export { termsConditions } from './policies/terms-conditions.ts';
