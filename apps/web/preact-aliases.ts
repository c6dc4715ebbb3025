import { fileURLToPath } from 'node:url';

/**
 * The storefront runs on Preact's React API (record 32): every import of React, by the app and by
 * its libraries (the router, TanStack Query, Radix, …), resolves to Preact's compatibility layer.
 * Used by the build (`vite.config.ts`) and by the storefront's component tests (`vitest.config.ts`),
 * so the tests exercise what ships.
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  // react-i18next imports the shim for React 17; the hook is in Preact's compat layer.
  {
    find: /^use-sync-external-store\/shim$/,
    replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
  },
];
