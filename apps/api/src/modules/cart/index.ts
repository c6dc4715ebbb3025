// The cart module's public API: other modules import only from here.
export type { CartRow } from './cart.ts';
export {
  cartCountBeforeAdding,
  cartRowColumns,
  cartRows,
  countItems,
  getCart,
  insertCartItem,
} from './cart.ts';
export type { ProductRow } from './lines.ts';
export { priceRows, rentalChoice, savedMeasurements } from './lines.ts';
export { cartRoutes } from './routes.ts';
