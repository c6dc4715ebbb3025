import { type ComponentType, lazy, type ReactNode, useRef, useState } from 'react';
import {
  type Location,
  matchRoutes,
  type Params,
  type RouteMatch,
  useLocation,
  useRoutes,
} from 'react-router';
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

type AddressMatch = {
  pathname: string;
  matches: RouteMatch<string, PageRoute>[] | null;
  branch: PageRoute[];
};
/** Each table's last match (the browser's table, or a server render's). */
const lastMatch = new WeakMap<PageRoute[], AddressMatch>();

/**
 * The routes a pathname shows, matched once per table and pathname (record 59). React Router's
 * matching flattens and ranks the whole table and compiles a pattern per route on every call: a
 * few milliseconds of a phone's CPU on this table, and the browser matches the address the page
 * opened at three times (its code preloaded, its requests, its render). `branch` is the table cut
 * down to the routes matched, the rest left out: on it `useRoutes` finds the same routes at once.
 */
export function matchAddress(routes: PageRoute[], pathname: string): AddressMatch {
  const last = lastMatch.get(routes);
  if (last?.pathname === pathname) return last;
  const matches = matchRoutes(routes, pathname);
  let branch = routes;
  if (matches) {
    // From the leaf (kept whole) up: each route above it keeps only the child the match goes through.
    branch = [];
    for (let i = matches.length - 1; i >= 0; i--) {
      const route = matches[i]?.route as PageRoute;
      branch = [i === matches.length - 1 ? route : { ...route, children: branch }];
    }
  }
  const match = { pathname, matches, branch };
  lastMatch.set(routes, match);
  return match;
}

/** Starts the requests of the pages `url` shows (their routes' prefetch); returns whether any route matched. */
export function prefetchAddress(routes: PageRoute[], url: URL): boolean {
  const { matches } = matchAddress(routes, url.pathname);
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
  return <PageErrorBoundary>{useRoutes(matchAddress(routes, location.pathname).branch)}</PageErrorBoundary>;
}

const addressOf = (location: Location) =>
  new URL(`${location.pathname}${location.search}${location.hash}`, window.location.origin);
