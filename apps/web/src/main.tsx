import { hydrate } from '@tanstack/react-query';
import { reloadOnMissingFiles } from '@vastra/ui/error-boundary';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@vastra/ui/styles/fonts.css';
import '@vastra/ui/styles/tokens.css';
import '@vastra/ui/styles/global.css';
import { DEFAULT_LANGUAGE } from '@vastra/shared/languages';
import { addWebFontsIfSeen, prefetchWebFonts } from '@vastra/ui/web-fonts';
import { hydrateInTurns } from '@/lib/hydrate-in-turns';
import { keepServerHead } from '@/lib/page-meta';
import { queryClient } from '@/lib/query-client';
import { App } from './app/app';
import { preloadAddress } from './app/routes';
import { currentLanguage, startLanguage } from './i18n';
import { storedLanguage } from './i18n/language';
import type { ServerState } from './server-state';

// A tab open across a deploy asks for chunks the new build no longer has: reload once to get it.
reloadOnMissingFiles();

// The page's text shows in local fonts sized like ours. The web fonts are added at once when this
// browser has them already; on a first visit they are fetched once the page is taken over, and
// shown from the next page on (record 51).
const fontsShown = addWebFontsIfSeen();
const prefetchFonts = () => {
  if (!fontsShown) prefetchWebFonts();
};

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** A new task, so the browser may paint or answer a tap between two pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A page the server rendered carries its data (the queries it read) and the language it was
// rendered in (the cookie's when it was asked for): the app takes over that HTML (hydrates)
// instead of drawing the page again, in that language. The cookie itself is read only for a page
// the browser draws: reading it waits on the browser's network process, which is busy while a
// page loads (tens of milliseconds on a slow phone).
const stateTag = document.getElementById('vastra-state');
const state = stateTag?.textContent ? (JSON.parse(stateTag.textContent) as ServerState) : null;
const pageLanguage = state ? (state.language ?? DEFAULT_LANGUAGE) : null;

// English is in this bundle; another language's texts are loaded before the first render. The
// start waits for a task of its own: evaluating the app's code is one task already.
void nextTask()
  .then(() => startLanguage(pageLanguage ?? storedLanguage()))
  .catch(() => undefined)
  .then(() => {
    if (state && pageLanguage === currentLanguage()) {
      hydrate(queryClient, state.queries);
      keepServerHead();
      // The page's code first, so it hydrates as rendered instead of suspending.
      return preloadAddress(window.location.pathname)
        .catch(() => undefined)
        .then(nextTask)
        .then(() => {
          // In turns, the page's parts each in a task of their own, instead of holding the main
          // thread for the whole page (a fifth of a second on a slow phone): a tap during it is
          // answered.
          hydrateInTurns(() => {
            hydrateRoot(
              root,
              <StrictMode>
                <App hydrated />
              </StrictMode>,
            );
          }, prefetchFonts);
        });
    }
    // No server render, or its language could not be loaded: the page is drawn afresh.
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    setTimeout(prefetchFonts, 0);
  });
