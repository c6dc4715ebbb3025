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
 * The data router's scroll restoration, for the declarative router (record 29, addendum 3): Back
 * and Forward return to where each page was left (also after a reload: kept in sessionStorage), a
 * new page starts at the top or at its `#anchor`, and a navigation with `keepScroll` stays put.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();
  // Read once; the server has no sessionStorage (savedPositions then answers {}).
  const [positions] = useState(savedPositions);
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
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
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
