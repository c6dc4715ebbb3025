import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wishlist } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';
import { useSession } from '@/lib/session';

/** GET /api/wishlist: the customer's wishlist on the server, newest first. */
export const wishlistQuery = queryOptions({
  queryKey: [PRIVATE_KEY, 'wishlist'],
  queryFn: ({ signal }) => api.get<Wishlist>('/api/wishlist', { signal }),
});

/** The wishlist; nothing is asked for a visitor. */
export function useWishlist() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...wishlistQuery, enabled: isLoggedIn });
}

const codesOf = (wishlist: Wishlist) => wishlist.items.map((item) => item.product.code);

/** Wishlisted codes (hearts, header count); empty for visitors (no call is made). */
export function useWishlistCodes() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...wishlistQuery, enabled: isLoggedIn, select: codesOf });
}
