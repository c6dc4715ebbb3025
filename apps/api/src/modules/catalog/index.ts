// The catalog module's public API: other modules import only from here.
export { getReference, isAccessory, productByCode, toCommerceProduct } from './commerce-product.ts';
export { listProducts } from './listing.ts';
export type { Reference } from './reference.ts';
export { catalogRoutes } from './routes.ts';
export { catalogStaffRoutes } from './staff-routes.ts';
