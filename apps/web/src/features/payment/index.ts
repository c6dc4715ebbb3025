/** What other features may use from this feature; everything else in the folder is its own. */

export { verifyExtensionPayment } from './api/verify-payment';
export { usePayOrder } from './hooks/use-pay-order';
export { newIdempotencyKey } from './lib/idempotency-key';
