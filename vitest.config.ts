import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
        // The storefront's components in a simulated browser, and the lint rules' own test.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
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
