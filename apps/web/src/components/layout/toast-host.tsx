import { lazy, Suspense, useEffect } from 'react';
import { useToasterWanted, warmToasts } from '@/lib/toast';

const Toaster = lazy(() => import('./toaster'));

/**
 * Mounts the toaster when a toast is first asked for, or once the page has loaded and the browser
 * is idle (a toast sent with sonner directly before then is shown when the toaster arrives).
 */
export function ToastHost() {
  const wanted = useToasterWanted();
  useEffect(() => {
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(warmToasts, { timeout: 2000 });
      else setTimeout(warmToasts, 1000);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => window.removeEventListener('load', whenIdle);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
