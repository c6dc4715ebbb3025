import { MESSAGES } from '@vastra/shared/rules';
import { lazy, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import type { RentNowRequest } from '../lib/flow-request';
import { useFlowLauncher } from './use-flow-launcher';

const RentFlow = lazy(() => import('../components/rent-flow'));

/**
 * Rent Now on a product page: event date and period chosen → login (visitors get 'Please login
 * to continue' and come back here) → delivery pincode checked → delivery details with the saved
 * measurements → POST /api/cart/items → 'added to cart' (or the wishlist when the cart is full).
 * The dialogs' code (and the form library) loads on the first press.
 */
export function useRentNow(): { onRentNow: (request: RentNowRequest) => void; loginDialog: ReactNode } {
  const flow = useFlowLauncher(RentFlow);
  const onRentNow = (next: RentNowRequest) => {
    const { eventDate } = next;
    if (!eventDate) {
      toast.error(MESSAGES.eventDateRequired);
      return;
    }
    flow.start((attempt) => ({ ...next, eventDate, attempt }));
  };
  return { onRentNow, loginDialog: flow.dialogs };
}
