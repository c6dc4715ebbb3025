import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from '@/config/site';
import { toasterMounted } from '@/lib/toast';

/**
 * The toasts: stacked, each gone after 5 s. Both of the storefront's languages are written left to
 * right; given no `dir`, sonner reads the page's computed direction on each of its renders, a
 * style recalculation whenever the page has changed since its last frame.
 */
export default function Toaster() {
  useEffect(() => toasterMounted(), []);
  return (
    <Sonner
      dir="ltr"
      duration={TOAST_DURATION_MS}
      position="top-center"
      expand
      visibleToasts={4}
      closeButton
    />
  );
}
