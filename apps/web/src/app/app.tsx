import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { HydrationState } from 'react-router';
import { RouterProvider } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { createRouter } from './routes';

/** Providers and the router; `hydrationData` when the server rendered the page. */
export function App({ hydrationData }: { hydrationData?: HydrationState }) {
  const [router] = useState(() => createRouter(hydrationData));
  // The app is live (a server-rendered page: hydrated): taps from now on reach it. Browser tests
  // wait for this before touching a page, since a page the server sent is visible before that.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
