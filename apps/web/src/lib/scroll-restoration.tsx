import { useLayoutEffect, useRef, useState } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';

/**
 * A navigation's `state` that keeps the page where it is scrolled (the data router's
 * `preventScrollReset`): filters and choices written to the address of the page being read.
 */
export const keepScroll = { keepScroll: true } as const;

const STORAGE_KEY = 'react-router-scroll-positions';
const keeps = (location: Location) =>
  (location.state as Partial<typeof keepScroll> | null)?.keepScroll === true;

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * The positions this page can return to. Only a page reloaded, or come back to with Back or
 * Forward, can have any: a page opened anew (a link from elsewhere, a typed address, a return
 * from the payment page) starts at the top. Its first history entry has the same key as an earlier
 * page's in this tab ('default'), so the earlier one's position is not taken for its own. Such a
 * page does not read the tab's storage while it is taken over either (the first read waits on the
 * browser, busy loading the page: record 59); its own positions are added to the saved ones when
 * it is left.
 */
function positionsToReturnTo(): Record<string, number> {
  const navigation = performance.getEntriesByType?.('navigation')[0] as
    | PerformanceNavigationTiming
    | undefined;
  return navigation?.type === 'navigate' ? {} : savedPositions();
}

/**
 * The data router's scroll restoration, for the declarative router (record 29, addendum 3): Back
 * and Forward return to where each page was left (also after a reload: kept in sessionStorage), a
 * new page starts at the top or at its `#anchor`, and a navigation with `keepScroll` stays put.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();
  // Read once; the server has no sessionStorage (savedPositions then answers {}).
  const [positions] = useState(positionsToReturnTo);
  const current = useRef(location.key);

  // Where the page shown is scrolled, under its history entry's key, and kept over a reload.
  useLayoutEffect(() => {
    history.scrollRestoration = 'manual';
    const onScroll = () => {
      positions[current.current] = window.scrollY;
    };
    const onHide = () => {
      onScroll();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...savedPositions(), ...positions }));
      } catch {
        // Private mode or full: positions are then kept for this visit only.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
      history.scrollRestoration = 'auto';
    };
  }, [positions]);

  // Runs once the new page is on screen (the router shows it when its code is there).
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (shown.current === location.key) return;
    const first = shown.current === null;
    shown.current = location.key;
    current.current = location.key;
    const saved = positions[location.key];
    if (first) {
      // A reload or a return from another site: where the visitor was; else where the browser is.
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    if (type === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (keeps(location)) return;
    window.scrollTo(0, 0);
  }, [location, type, positions]);

  return null;
}
