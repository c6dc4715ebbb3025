/**
 * `use-sync-external-store/shim` on the hook itself: react-i18next imports the shim (for React 17),
 * whose fallback code would otherwise be in every page's first load (`preact-aliases.ts` points the
 * shim here; record 29, addendum 3; record 32).
 */
export { useSyncExternalStore } from 'react';
