import { useCallback, useMemo } from 'react';
import { session } from '@/lib/session';
import { safeStorage } from '@/lib/storage';
import type { CheckoutFormValues } from '../lib/checkout-form';

/** Where earlier versions kept the form in the browser; removed wherever it is still found. */
const LEGACY_DRAFT_KEY = 'checkoutFormData';

type Draft = { customerId: string; values: Partial<CheckoutFormValues> };

/**
 * What the customer typed at checkout, kept in this page's memory only while they shop (leaving
 * the checkout and coming back keeps it). Nothing of it is written to the browser's storage: the
 * address lives on the server (the profile, saved with each order), so a shared phone never shows
 * the next person someone else's address. Logging out forgets it at once.
 */
let draft: Draft | null = null;
safeStorage.remove(LEGACY_DRAFT_KEY);
session.onClear(() => {
  draft = null;
});

export function useCheckoutDraft(customerId: string | undefined) {
  const read = useCallback(
    (): Partial<CheckoutFormValues> | null =>
      customerId && draft?.customerId === customerId ? draft.values : null,
    [customerId],
  );

  const write = useCallback(
    (values: Partial<CheckoutFormValues>) => {
      if (customerId) draft = { customerId, values };
    },
    [customerId],
  );

  return useMemo(() => ({ read, write }), [read, write]);
}
