import { ErrorBoundary } from '@vastra/ui/error-boundary';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageState } from '@/components/ui/page-state';

/**
 * Draws a short message in place of a screen that fails to draw (an error in it, or its code that
 * could not be loaded) until the clerk opens another screen; the menu around it stays.
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.key} fallback={<ScreenError />}>
      {children}
    </ErrorBoundary>
  );
}

function ScreenError() {
  return (
    <PageState title="This screen could not be shown">
      <p>
        Something went wrong on our side, or the back office was just updated. Reload to try again, or open
        another screen from the menu.
      </p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </PageState>
  );
}
