import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, MoveToCart, Wishlist } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';
import { wishlistQuery } from './get-wishlist';

type MoveResult = { message: string; cart: Cart; wishlist: Wishlist };

/**
 * POST /api/wishlist/{code}/move-to-cart: into a cart with room only (409 otherwise); sizes the
 * piece lacks come from the saved measurements; it then leaves the wishlist.
 */
export function useMoveToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, ...choice }: MoveToCart & { code: string }) =>
      api.post<MoveResult>(`/api/wishlist/${encodeURIComponent(code)}/move-to-cart`, choice),
    onSuccess: (result) => {
      queryClient.setQueryData(wishlistQuery.queryKey, result.wishlist);
      return queryClient.invalidateQueries({ queryKey: [PRIVATE_KEY, 'cart'] });
    },
  });
}
