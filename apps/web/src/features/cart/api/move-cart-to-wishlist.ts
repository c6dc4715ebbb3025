import type { CartItem } from '@vastra/shared/schemas';
import { addToWishlist } from '@/features/wishlist';
import { removeCartItem } from './remove-cart-item';

/**
 * Moves every cart item to the wishlist (the Payment Terms' Close, and a failed order).
 * The API has no single call for it: each piece is first added to the wishlist (POST
 * /api/wishlist), then taken out of the cart (DELETE /api/cart/items/{id}), so a failure half-way
 * never loses a piece.
 */
export async function moveCartToWishlist(items: readonly CartItem[]): Promise<void> {
  for (const item of items) {
    await addToWishlist(item.product.code);
    await removeCartItem(item.id);
  }
}
