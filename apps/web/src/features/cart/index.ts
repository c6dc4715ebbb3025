/** What other features may use from this feature; everything else in the folder is its own. */
export { type AddToCartResult, useAddToCart } from './api/add-to-cart';
export { CART_KEY, cartQuery, useCart } from './api/get-cart';
export { moveCartToWishlist } from './api/move-cart-to-wishlist';
export { swapKitPart } from './api/swap-kit-part';
export { Amounts } from './components/amounts';
export { CartGroups } from './components/cart-groups';
export { itemCount } from './lib/item-count';
export { productHref } from './lib/product-href';
