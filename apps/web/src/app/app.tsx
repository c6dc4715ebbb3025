import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { HydrationState } from 'react-router';
import { RouterProvider } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { createRouter } from './routes';

/** Providers and the router; `hydrationData` when the server rendered the page. */
export function App({ hydrationData }: { hydrationData?: HydrationState }) {
  const [router] = useState(() => createRouter(hydrationData));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
