import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './apps/web/preact-aliases.ts';

// In CI each run also writes a JSON report, summed up by scripts/test-summary.mjs.
const results = process.env.VASTRA_TEST_RESULTS;
const run = process.env.VASTRA_TEST_RUN ?? 'local';

export default defineConfig({
  test: {
    ...(results
      ? {
          reporters: ['default', 'json'],
          outputFile: { json: `${results}/vitest-${run}-${process.pid}.json` },
        }
      : {}),
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The storefront's components in a simulated browser, on Preact as shipped (record 32): the
        // React libraries are run through Vite (inlined), so their imports of React are Preact's too.
        resolve: {
          // ES modules first: a library's CommonJS build would require React's own packages.
          conditions: ['module', 'browser', 'development|production'],
          alias: [
            ...preactAliases,
            // Its CommonJS build would require React's own packages, past the aliases.
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(
                new URL(
                  './node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
                  import.meta.url,
                ),
              ),
            },
            { find: '@', replacement: fileURLToPath(new URL('./apps/web/src', import.meta.url)) },
          ],
        },
        oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
        test: {
          name: 'web',
          // The libraries that import React (and Preact itself, to have one copy of it).
          server: {
            deps: {
              inline: [
                /\/node_modules\/(preact|react-[^/]+|@tanstack\/react-query|@radix-ui|@floating-ui|@testing-library\/react|sonner|embla-carousel-react|lucide-react|yet-another-react-lightbox|@hookform|use-sync-external-store)\//,
              ],
            },
          },
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'scripts/lint/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        // The back office's components, the same way.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/admin/src', import.meta.url)) } },
        test: {
          name: 'admin',
          include: ['apps/admin/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // The same clean page per test as the storefront's.
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test-support/template.ts'],
          setupFiles: ['apps/api/src/test-support/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
});
