import { ErrorBoundary } from '@vastra/ui/error-boundary';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/link';

/**
 * Draws a short message in place of `children` when they fail to draw (an error in a page, or its
 * code that could not be loaded), until the visitor goes to another address. Part of the first
 * load: a page's chunk that failed cannot bring its own message.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.key} fallback={<PageError />}>
      {children}
    </ErrorBoundary>
  );
}

/** What a visitor sees instead of a page that failed: what happened, Reload, and a way home. */
function PageError() {
  const { t } = useTranslation();
  return (
    <div className="container">
      <PageState level={1} title={t('pageError.title')}>
        <p>{t('pageError.text')}</p>
        <p style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            {t('pageError.reload')}
          </button>
          <Link className="btn btn-outline" to={paths.home.getHref()}>
            {t('pageError.home')}
          </Link>
        </p>
      </PageState>
    </div>
  );
}
