import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { CART_KEY } from './get-cart';

/** DELETE /api/cart/items/{id}: answers the cart without it. */
export const removeCartItem = (id: string) => api.delete<Cart>(`/api/cart/items/${encodeURIComponent(id)}`);

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });
}
