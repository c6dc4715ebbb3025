import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';
import { useSession } from '@/lib/session';

export type DeliveryType = Cart['deliveryType'];

/** Every cached cart (any delivery type): what a cart change invalidates. */
export const CART_KEY = [PRIVATE_KEY, 'cart'] as const;

/** GET /api/cart?deliveryType=: the items with totals computed on the server. */
export const cartQuery = (deliveryType: DeliveryType = 'home') =>
  queryOptions({
    queryKey: [...CART_KEY, deliveryType],
    queryFn: ({ signal }) => api.get<Cart>('/api/cart', { params: { deliveryType }, signal }),
  });

/** The cart; nothing is asked for a visitor. */
export function useCart(deliveryType: DeliveryType = 'home') {
  const { isLoggedIn } = useSession();
  return useQuery({ ...cartQuery(deliveryType), enabled: isLoggedIn });
}
