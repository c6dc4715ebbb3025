import { addWebFontsForNextPage } from '@vastra/ui/web-fonts';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '@/i18n';
import { InTurn } from '@/lib/hydrate-in-turns';
import { ScrollRestoration } from '@/lib/scroll-restoration';
import { useSettings } from '@/lib/settings';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageSync } from './language-switcher';
import { PageErrorBoundary } from './page-error';
import styles from './root-layout.module.css';
import { ToastHost } from './toast-host';

/**
 * Header, the page, footer and the toasts (stacked, gone after 5 s). A page that fails to draw
 * shows a message in its place; the header and footer stay, so the visitor can go elsewhere.
 */
export function RootLayout() {
  return (
    <>
      <InTurn id="demo-notice">
        <SimulatedPaymentsNotice />
      </InTurn>
      <InTurn id="header">
        <Header />
      </InTurn>
      <InTurn id="main">
        <main id="main" className={styles.main} tabIndex={-1}>
          <PageErrorBoundary>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
      </InTurn>
      <InTurn id="footer">
        <Footer />
      </InTurn>
      <ToastHost />
      <LanguageSync />
      <ScrollRestoration />
      <WebFontsFromTheNextPage />
    </>
  );
}

/** The demo's built-in gateway moves no money: every page says so in a thin line on top. */
function SimulatedPaymentsNotice() {
  const { data } = useSettings();
  const { t } = useTranslation();
  if (!data?.paymentsSimulated) return null;
  return (
    <aside className={styles.demo} aria-label={t('header.demo')}>
      {t('header.demoText')}
    </aside>
  );
}

/**
 * On a first visit the web fonts are fetched but not drawn on the page they arrive in (drawing them
 * lays the whole page out again): the first page the visitor moves to shows them (record 51).
 */
function WebFontsFromTheNextPage() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) void addWebFontsForNextPage();
  }, [pathname]);
  return null;
}

/** While a page's code loads: a quiet outline, never a spinner. */
function PageFallback() {
  return (
    <div className="container" aria-busy="true">
      <span className="visually-hidden">Loading…</span>
      <div className="skeleton" style={{ height: 16, width: 200, margin: '24px 0 16px' }} />
      <div className="skeleton" style={{ height: 40, width: '60%', marginBottom: 24 }} />
      <div className="skeleton" style={{ height: 360 }} />
    </div>
  );
}
