import type { ProductDetail } from '@vastra/shared/schemas';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useLoginPrompt } from '@/components/ui/login-prompt';
import { useSession } from '@/lib/session';
import type { BuyFlowRequest } from '../lib/flow-request';

const BuyFlow = lazy(() => import('../components/buy-flow'));

/**
 * BUY NOW on a pre-used piece: login → the measurement dialog (saved measurements, chest or bust
 * from the piece's size when empty) → POST /api/cart/items → 'Item Added' for 3 s, or the
 * Disclaimer popup when the cart refuses it. The dialogs' code loads on the first press.
 */
export function useBuyNow(): { onBuyNow: (product: ProductDetail) => void; loginDialog: ReactNode } {
  const { isLoggedIn } = useSession();
  const login = useLoginPrompt('Close');
  const [request, setRequest] = useState<BuyFlowRequest | null>(null);
  const [attempt, setAttempt] = useState(0);

  const onBuyNow = (product: ProductDetail) => {
    if (!isLoggedIn) {
      login.prompt();
      return;
    }
    setAttempt(attempt + 1);
    setRequest({ product, attempt: attempt + 1 });
  };
  const close = useCallback(() => setRequest(null), []);

  const dialogs = (
    <>
      {login.dialog}
      {attempt > 0 ? (
        <Suspense fallback={null}>
          <BuyFlow request={request} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
  return { onBuyNow, loginDialog: dialogs };
}
