/** What other features may use from this feature; everything else in the folder is its own. */
export type { GatewayResult } from './api/gateway-result';
export { payWithRazorpay } from './api/razorpay-checkout';
