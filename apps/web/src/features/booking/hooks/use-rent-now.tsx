import { MESSAGES } from '@vastra/shared/rules';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useLoginPrompt } from '@/components/ui/login-prompt';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import type { RentFlowRequest, RentNowRequest } from '../lib/flow-request';

const RentFlow = lazy(() => import('../components/rent-flow'));

/**
 * Rent Now on a product page: event date and period chosen → login (visitors get 'Please login
 * to continue' and come back here) → delivery pincode checked → delivery details with the saved
 * measurements → POST /api/cart/items → 'added to cart' (or the wishlist when the cart is full).
 * The dialogs' code (and the form library) loads on the first press.
 */
export function useRentNow(): { onRentNow: (request: RentNowRequest) => void; loginDialog: ReactNode } {
  const { isLoggedIn } = useSession();
  const login = useLoginPrompt('Close');
  const [request, setRequest] = useState<RentFlowRequest | null>(null);
  const [attempt, setAttempt] = useState(0);

  const onRentNow = (next: RentNowRequest) => {
    if (!next.eventDate) {
      toast.error(MESSAGES.eventDateRequired);
      return;
    }
    if (!isLoggedIn) {
      login.prompt();
      return;
    }
    setAttempt(attempt + 1);
    setRequest({ ...next, eventDate: next.eventDate, attempt: attempt + 1 });
  };
  const close = useCallback(() => setRequest(null), []);

  const dialogs = (
    <>
      {login.dialog}
      {attempt > 0 ? (
        <Suspense fallback={null}>
          <RentFlow request={request} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
  return { onRentNow, loginDialog: dialogs };
}
