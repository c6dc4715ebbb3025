import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartKitAdd } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';

/** POST /api/cart/kits: the kit as one item of the bag; 409 names a part that is taken. */
export function useAddKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CartKitAdd) => api.post<Cart>('/api/cart/kits', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRIVATE_KEY, 'cart'] }),
  });
}
