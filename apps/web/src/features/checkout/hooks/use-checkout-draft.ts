import { useCallback, useMemo } from 'react';
import { safeStorage } from '@/lib/storage';
import type { CheckoutFormValues } from '../lib/checkout-form';

/** The checkout form is kept between visits under this key. */
const CHECKOUT_DRAFT_KEY = 'checkoutFormData';

type Draft = { customerId: string; values: Partial<CheckoutFormValues> };

/**
 * What the customer typed at checkout, kept in this browser between visits. It is tied to the
 * customer: on a shared phone, the next customer does not see the previous one's address.
 */
export function useCheckoutDraft(customerId: string | undefined) {
  const read = useCallback((): Partial<CheckoutFormValues> | null => {
    if (!customerId) return null;
    try {
      const draft = JSON.parse(safeStorage.get(CHECKOUT_DRAFT_KEY) ?? 'null') as Draft | null;
      return draft?.customerId === customerId && draft.values ? draft.values : null;
    } catch {
      return null;
    }
  }, [customerId]);

  const write = useCallback(
    (values: Partial<CheckoutFormValues>) => {
      if (!customerId) return;
      safeStorage.set(CHECKOUT_DRAFT_KEY, JSON.stringify({ customerId, values } satisfies Draft));
    },
    [customerId],
  );

  return useMemo(() => ({ read, write }), [read, write]);
}
