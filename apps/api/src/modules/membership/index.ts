// The membership module's public API: other modules import only from here.
export { activeMembershipDiscount, membershipDiscountSql } from './discount.ts';
export { membershipRoutes } from './routes.ts';
