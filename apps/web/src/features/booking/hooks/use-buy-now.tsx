import type { ProductDetail } from '@vastra/shared/schemas';
import { lazy, type ReactNode } from 'react';
import { useFlowLauncher } from './use-flow-launcher';

const BuyFlow = lazy(() => import('../components/buy-flow'));

/**
 * BUY NOW on a pre-used piece: login → the measurement dialog (saved measurements, chest or bust
 * from the piece's size when empty) → POST /api/cart/items → 'Item Added' for 3 s, or the
 * Disclaimer popup when the cart refuses it. The dialogs' code loads on the first press.
 */
export function useBuyNow(): { onBuyNow: (product: ProductDetail) => void; loginDialog: ReactNode } {
  const flow = useFlowLauncher(BuyFlow);
  const onBuyNow = (product: ProductDetail) => flow.start((attempt) => ({ product, attempt }));
  return { onBuyNow, loginDialog: flow.dialogs };
}
