import { type ComponentType, lazy, type ReactNode, useRef, useState } from 'react';
import { type Location, matchRoutes, type Params, useLocation, useRoutes } from 'react-router';
import { PageErrorBoundary } from '@/components/layout/page-error';
import { loadPageTexts } from '@/i18n';

/*
 * The storefront's declarative router (BrowserRouter; StaticRouter on the server) and its page
 * table's parts: pages whose code loads on first use, and routes that start their data requests.
 */

/** A page's component whose code loads on first use; `preload` loads it ahead (before a render). */
type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * React.lazy, plus a preload: the server (before rendering) and the browser (before hydrating)
 * load the address's pages first, so the page renders at once instead of suspending (a server
 * render that suspends would send the page hidden, to be revealed by a script).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  // With the page's code, its feature's texts in the language being shown (registered by the code).
  const remember = () =>
    load().then(async (module) => {
      await loadPageTexts();
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(remember);
  function Page() {
    // Chosen once per mount, so a page never switches from the lazy wrapper to the component.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  Page.preload = () => remember().then(() => undefined);
  return Page;
}

/** Loads the code of the pages an address shows (see lazyPage). */
export function preloadPages(elements: unknown[]): Promise<unknown> {
  return Promise.all(
    elements.map((element) => {
      const type = (element as { type?: Partial<LazyPage> } | null)?.type;
      return typeof type?.preload === 'function' ? type.preload() : undefined;
    }),
  );
}

/** A route of the table: its page and what the page will ask the API for (started at once). */
export type PageRoute = {
  path?: string;
  element: ReactNode;
  prefetch?: (at: { params: Params; url: URL }) => void;
  children?: PageRoute[];
};

/** Starts the requests of the pages `url` shows (their routes' prefetch); returns whether any route matched. */
export function prefetchAddress(routes: PageRoute[], url: URL): boolean {
  const matches = matchRoutes(routes, url.pathname);
  for (const { route, params } of matches ?? []) route.prefetch?.({ params, url });
  return Boolean(matches);
}

/**
 * The page the address shows, in the router (BrowserRouter, or StaticRouter on the server). In the
 * browser each navigation first starts its pages' requests (as the data router's loaders did),
 * while the page's code loads; `'after-first'` skips the address the page opened at when the
 * server rendered it (its data came with the page). Should the layout itself fail to draw, the
 * page's message takes the whole page (a page's own error is caught inside the layout).
 */
export function AppRoutes({ routes, prefetch }: { routes: PageRoute[]; prefetch: boolean | 'after-first' }) {
  const location = useLocation();
  const started = useRef<string | null>(prefetch === 'after-first' ? location.key : null);
  if (prefetch && started.current !== location.key) {
    started.current = location.key;
    prefetchAddress(routes, addressOf(location));
  }
  return <PageErrorBoundary>{useRoutes(routes)}</PageErrorBoundary>;
}

const addressOf = (location: Location) =>
  new URL(`${location.pathname}${location.search}${location.hash}`, window.location.origin);
