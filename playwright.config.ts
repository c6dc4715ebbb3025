import { defineConfig } from '@playwright/test';

/**
 * Browser tests of the storefront against the real server and a fresh demo database.
 * `npm run test:e2e` builds the web app first; the server serves it with the API on one port.
 * Debian's Chromium is used (never a downloaded browser).
 */
const PORT = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = '.tmp/e2e-data';
const WEB_DIST = '.tmp/e2e-web';
const ADMIN_DIST = '.tmp/e2e-admin';
/** In CI a JSON report is also written, summed up by scripts/test-summary.mjs. */
const results = process.env.VASTRA_TEST_RESULTS;
/**
 * `npm run test:e2e:on -- 2026-11-30` runs the suite as if today were that day: the runner and the
 * server run under libfaketime (set up by scripts/e2e-on-day.mjs), the browser keeps the real
 * clock of its process and gets the same day through Playwright's clock (see support/fixtures).
 */
const { LD_PRELOAD: _fakeClock, ...browserEnv } = process.env;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: results ? [['list'], ['json', { outputFile: `${results}/playwright.json` }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      env: browserEnv,
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      // The shop-wide settings are edited by one run at a time: the desktop run does it.
      testIgnore: ['**/admin-settings.spec.ts'],
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent:
          'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      },
    },
    { name: 'desktop', use: { viewport: { width: 1366, height: 800 } } },
  ],
  webServer: {
    // A fresh database per run (the server seeds the demo shop) and a copy of the build it serves.
    command: `node e2e/support/prepare-server.mjs ${DATA_DIR} ${WEB_DIST} ${ADMIN_DIST} && node --import tsx apps/api/src/server.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      WEB_DIST,
      ADMIN_DIST,
      STORAGE_DIR: `${DATA_DIR}/storage`,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      NODE_ENV: 'test',
      // The back office's walk through an order's days asks for its moments (X-Dev-Clock).
      DEV_CLOCK: 'true',
      // Every browser test logs in from 127.0.0.1; retries must not run into the per-network limit.
      OTP_PER_IP_PER_HOUR: '500',
      // The back office's tests sign the demo owner in more than 5 times within the hour.
      OTP_PER_NUMBER_PER_HOUR: '50',
    },
  },
});
