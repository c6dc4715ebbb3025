import { useEffect, useState, useSyncExternalStore } from 'react';
import { isFirstHydration } from './hydrate-in-turns';

/** One subscriber and one reader per query, the same on every render (effects keyed on them stay put). */
const stores = new Map<string, { subscribe: (onChange: () => void) => () => void; matches: () => boolean }>();
function store(query: string) {
  let found = stores.get(query);
  if (!found) {
    found = {
      subscribe: (onChange) => {
        const list = window.matchMedia(query);
        list.addEventListener('change', onChange);
        return () => list.removeEventListener('change', onChange);
      },
      matches: () => window.matchMedia(query).matches,
    };
    stores.set(query, found);
  }
  return found;
}

/** True while the media query matches: useMediaQuery('(max-width: 768px)'). */
export function useMediaQuery(query: string): boolean {
  const { subscribe, matches } = store(query);
  return useSyncExternalStore(subscribe, matches, () => false);
}

/**
 * The media query's answer, or undefined while there is none: in the server's render and in the
 * hydration that takes it over. A page drawn for both screens until then (CSS choosing what shows)
 * does not move when the answer comes. The answer comes in a task of its own after the hydration
 * (record 50): the page drawn again for its screen is not added to the hydration's task.
 */
export function useMediaQueryOnceKnown(query: string): boolean | undefined {
  const [known, setKnown] = useState<boolean | undefined>(() =>
    typeof window === 'undefined' || isFirstHydration() ? undefined : store(query).matches(),
  );
  useEffect(() => {
    const { subscribe, matches } = store(query);
    const update = () => setKnown(matches());
    const later = setTimeout(update, 0);
    const unsubscribe = subscribe(update);
    return () => {
      clearTimeout(later);
      unsubscribe();
    };
  }, [query]);
  return known;
}

/** Resolves once the media query matches (at once when it does already): an `<InTurn until>`. */
export function whenMedia(query: string): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      const { subscribe, matches } = store(query);
      if (matches()) return resolve();
      const unsubscribe = subscribe(() => {
        if (!matches()) return;
        unsubscribe();
        resolve();
      });
    });
}
