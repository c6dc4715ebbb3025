import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { wishlistQuery } from './get-wishlist';

/** POST /api/wishlist {code}: added once (adding again changes nothing); answers the whole list. */
export const addToWishlist = (code: string) => api.post<Wishlist>('/api/wishlist', { code });

/**
 * POST /api/wishlist {code} or DELETE /api/wishlist/{code}; both answer the whole list. A removal
 * shows at once; an addition as soon as the server answers (the card lacks the list's fields).
 */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  const key = wishlistQuery.queryKey;
  return useMutation({
    mutationFn: ({ code, add }: { code: string; add: boolean }) =>
      add ? addToWishlist(code) : api.delete<Wishlist>(`/api/wishlist/${encodeURIComponent(code)}`),
    onMutate: async ({ code, add }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (!add && previous) {
        queryClient.setQueryData(key, {
          items: previous.items.filter((item) => item.product.code !== code),
        });
      }
      return { previous };
    },
    onSuccess: (wishlist) => queryClient.setQueryData(key, wishlist),
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
  });
}
