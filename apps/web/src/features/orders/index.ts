/** What other features may use from this feature; everything else in the folder is its own. */
export { useOrder } from './api/get-order';
