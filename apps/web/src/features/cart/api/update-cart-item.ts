import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartPatch } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { CART_KEY } from './get-cart';

/** PATCH /api/cart/items/{id}: new delivery date, measurements or remark; the dates are re-checked (409). */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: CartPatch & { id: string }) =>
      api.patch<Cart>(`/api/cart/items/${encodeURIComponent(id)}`, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });
}
