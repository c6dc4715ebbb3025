/** What other features may use from this feature; everything else in the folder is its own. */
export { addToWishlist } from './api/toggle-wishlist';
export { WishlistButton } from './components/wishlist-button';
