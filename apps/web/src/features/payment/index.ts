/** What other features may use from this feature; everything else in the folder is its own. */
export { usePayOrder } from './hooks/use-pay-order';
export { newIdempotencyKey } from './lib/idempotency-key';
