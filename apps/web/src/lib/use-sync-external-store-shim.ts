/**
 * `use-sync-external-store/shim` for React 19, which has the hook itself: react-i18next imports the
 * shim (for React 17), whose fallback code would otherwise be in every page's first load
 * (vite.config.ts aliases the shim here; record 29, addendum 3).
 */
export { useSyncExternalStore } from 'react';
