import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartAdd } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';

export type AddToCartResult =
  | { addedTo: 'cart'; message: string; cart: Cart }
  | { addedTo: 'wishlist'; message: string };

/**
 * POST /api/cart/items: a rental (event date, period, measurements) or a purchase. 409 when the
 * piece is already there, the cart is full or the dates are taken; with fallbackToWishlist a
 * full cart puts the piece in the wishlist instead (200, addedTo 'wishlist').
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CartAdd) => api.post<AddToCartResult>('/api/cart/items', input),
    // Cart and wishlist both may have changed.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [PRIVATE_KEY, 'cart'] }),
        queryClient.invalidateQueries({ queryKey: [PRIVATE_KEY, 'wishlist'] }),
      ]),
  });
}
