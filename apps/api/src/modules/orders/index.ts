// The orders module's public API: other modules import only from here.

export type { OrderSource } from './create-order.ts';
export { releaseLapsedHolds } from './hold-jobs.ts';
export { lateRefundsJob, releaseHoldsJob } from './jobs.ts';
export { orderPaymentRoutes } from './payment-routes.ts';
export { placeOrder } from './place-order.ts';
export { IdempotencyHeaders, orderRoutes } from './routes.ts';
export { staffActionRoutes } from './staff-action-routes.ts';
export { staffOrderRoutes } from './staff-routes.ts';
