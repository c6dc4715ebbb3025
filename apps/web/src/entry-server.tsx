import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, isLanguage, type LanguageCode } from '@vastra/shared/languages';
import { I18nextProvider } from 'react-i18next';
import { Navigate, StaticRouter } from 'react-router';
import { setRequestSender } from '@/lib/api-client';
import { PageMetaContext } from '@/lib/page-meta';
import { renderHtml } from '@/lib/render-html';
import { AppRoutes, matchAddress, prefetchAddress, preloadPages } from './app/router';
import { createRoutes } from './app/routes';
import { languageInstance } from './i18n';
import type { ServerState } from './server-state';

/** What the server puts in the page: the app's HTML, its state for the browser, the page's own meta. */
export type ServerRender = {
  html: string;
  state: ServerState;
  meta: { title: string; description: string; noIndex?: boolean } | null;
};

/** Resolves once no query of `client` is fetching (the routes' prefetches), or after `ms`. */
function settled(client: QueryClient, ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve();
    const timer = setTimeout(done, ms);
    const stop = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done();
    });
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
  });
}

/**
 * Renders one storefront address, in `language` (the visitor's `vastra_lang` cookie; English when
 * absent or unknown), as the browser would show it to a visitor without a session:
 * the routes' prefetches start the page's requests (answered by `sender`, the API in process), the
 * page is rendered once they are back, and the data goes along for the browser to hydrate with.
 * Returns null for an address the router answers with a redirect (a `<Navigate>` route): the
 * browser follows it.
 */
export async function render(
  url: string,
  sender: typeof fetch,
  timeoutMs = 3000,
  language: string = DEFAULT_LANGUAGE,
): Promise<ServerRender | null> {
  setRequestSender(sender);
  const lang: LanguageCode = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  // Its own i18next instance per render (sharing the loaded texts): renders in different languages
  // may run at the same time, so the shared instance's language is never switched here.
  const i18n = await languageInstance(lang);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000, gcTime: Number.POSITIVE_INFINITY } },
  });
  try {
    const routes = createRoutes(client);
    const address = new URL(url, 'http://localhost');
    const matches = matchAddress(routes, address.pathname).matches ?? [];
    const elements = matches.map((m) => m.route.element);
    if (elements.some((e) => (e as { type?: unknown } | null)?.type === Navigate)) return null;
    prefetchAddress(routes, address);
    await Promise.all([preloadPages(elements), settled(client, timeoutMs)]);
    const sink: { meta: ServerRender['meta'] } = { meta: null };
    const html = await renderHtml(
      <I18nextProvider i18n={i18n}>
        <PageMetaContext.Provider value={sink}>
          <QueryClientProvider client={client}>
            <StaticRouter location={`${address.pathname}${address.search}`}>
              <AppRoutes routes={routes} prefetch={false} />
            </StaticRouter>
          </QueryClientProvider>
        </PageMetaContext.Provider>
      </I18nextProvider>,
      AbortSignal.timeout(timeoutMs),
    );
    return {
      html,
      meta: sink.meta,
      state: {
        language: lang,
        queries: dehydrate(client),
      },
    };
  } finally {
    client.clear();
  }
}
