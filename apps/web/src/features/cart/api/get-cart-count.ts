import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { itemCount } from '../lib/item-count';
import { cartQuery } from './get-cart';

/** The number of items in the cart, for the header badge: the cart page's own query, counted. */
export function useCartCount(): number {
  const { isLoggedIn } = useSession();
  const query = useQuery({ ...cartQuery(), enabled: isLoggedIn, select: (cart) => itemCount(cart.items) });
  return isLoggedIn ? (query.data ?? 0) : 0;
}
