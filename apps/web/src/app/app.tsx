import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { routerWindow } from '@/lib/router-window';
import { AppRoutes } from './router';
import { browserRoutes } from './routes';

/** Providers and the router; `hydrated` when the server rendered the page (its data came with it). */
export function App({ hydrated = false }: { hydrated?: boolean }) {
  const [routes] = useState(browserRoutes);
  // The router's first history write waits for a task of its own (record 53).
  const [win] = useState(() => routerWindow());
  // The app is live (a server-rendered page: hydrated): taps from now on reach it. Browser tests
  // wait for this before touching a page, since a page the server sent is visible before that.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter window={win}>
        <AppRoutes routes={routes} prefetch={hydrated ? 'after-first' : true} />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
