import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from '@/config/site';
import { toasterMounted } from '@/lib/toast';

/** The toasts: stacked, each gone after 5 s. */
export default function Toaster() {
  useEffect(() => toasterMounted(), []);
  return <Sonner duration={TOAST_DURATION_MS} position="top-center" expand visibleToasts={4} closeButton />;
}
