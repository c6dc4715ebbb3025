import { useSyncExternalStore } from 'react';

const subscribe = (query: string) => (onChange: () => void) => {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** True while the media query matches: useMediaQuery('(max-width: 768px)'). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscribe(query),
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * The media query's answer, or undefined while there is none: in the server's render and in the
 * hydration that takes it over. A page drawn for both screens until then (CSS choosing what shows)
 * does not move when the answer comes.
 */
export function useMediaQueryOnceKnown(query: string): boolean | undefined {
  return useSyncExternalStore(
    subscribe(query),
    () => window.matchMedia(query).matches,
    () => undefined,
  );
}
