import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { rememberPage } from '@/lib/session';

const LoginPromptDialog = lazy(() => import('./login-prompt-dialog'));

/**
 * 'Please login to continue' for visitors. Login remembers the current page, so the login page
 * can bring the shopper back. `cancelLabel` is 'Cancel' (header cart) or 'Close' (product, wishlist).
 * The dialog's code loads the first time it is needed.
 */
export function useLoginPrompt(cancelLabel: 'Cancel' | 'Close' = 'Close') {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  const prompt = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);

  const login = () => {
    rememberPage(`${location.pathname}${location.search}`);
    setOpen(false);
    navigate(paths.login.getHref());
  };

  const dialog = used ? (
    <Suspense fallback={null}>
      <LoginPromptDialog open={open} onOpenChange={setOpen} onLogin={login} cancelLabel={cancelLabel} />
    </Suspense>
  ) : null;

  return { prompt, dialog };
}
