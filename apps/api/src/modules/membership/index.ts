// The membership module's public API: other modules import only from here.
export { activeMembershipDiscount } from './discount.ts';
export { membershipRoutes } from './routes.ts';
