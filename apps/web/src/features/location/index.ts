/** What other features may use from this feature; everything else in the folder is its own. */
export { useBranches } from './api/get-branches';
export { getPincode } from './api/get-pincode';
export { locationStore, useShopperLocation } from './location-store';
