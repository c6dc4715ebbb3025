// The membership module's public API: other modules import only from here.
export { activeMembershipDiscount } from './discount.ts';
export type { MembershipConfirmOutcome } from './membership.ts';
export { confirmMembershipPayment, markMembershipPaymentFailed } from './membership.ts';
export { membershipRoutes } from './routes.ts';
