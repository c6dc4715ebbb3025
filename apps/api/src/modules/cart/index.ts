// The cart module's public API: other modules import only from here.
export { cartCountBeforeAdding, cartRows, countItems, getCart, insertCartItem } from './cart.ts';
export type { ProductRow } from './lines.ts';
export { priceRows, rentalChoice, savedMeasurements } from './lines.ts';
export { cartRoutes } from './routes.ts';
