import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import styles from './root-layout.module.css';
import { ToastHost } from './toast-host';

/** Header, the page, footer and the toasts (stacked, gone after 5 s). */
export function RootLayout() {
  return (
    <>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ToastHost />
      <ScrollRestoration />
    </>
  );
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
