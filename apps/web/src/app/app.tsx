import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { markPageReady } from '@/lib/hydrate-in-turns';
import { queryClient } from '@/lib/query-client';
import { routerWindow } from '@/lib/router-window';
import { AppRoutes } from './router';
import { browserRoutes } from './routes';

/** Providers and the router; `hydrated` when the server rendered the page (its data came with it). */
export function App({ hydrated = false }: { hydrated?: boolean }) {
  const [routes] = useState(browserRoutes);
  // The router's first history write waits for a task of its own (record 53).
  const [win] = useState(() => routerWindow());
  // A page drawn afresh is live once drawn; one the server rendered, once its parts' turns are
  // over (hydrateInTurns marks it).
  useEffect(() => {
    if (!hydrated) markPageReady();
  }, [hydrated]);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter window={win}>
        <AppRoutes routes={routes} prefetch={hydrated ? 'after-first' : true} />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
