// Runs the browser tests as if today were another day (first or last of a month, a year's end),
// so a test that passes only on some days shows itself: `npm run test:e2e:on -- 2026-11-30 [args]`.
// The runner and the server run under libfaketime (Debian's `faketime` package); the browser is
// given the same moment through Playwright's clock.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const [day, ...args] = process.argv.slice(2);
if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) {
  console.error('usage: npm run test:e2e:on -- YYYY-MM-DD [playwright arguments]');
  process.exit(2);
}
const lib = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';
if (!existsSync(lib)) {
  console.error('libfaketime is missing: apt-get install -y faketime');
  process.exit(2);
}
// 10:00 IST on that day, so India's date is the day asked for.
const result = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...args], {
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_TODAY: day,
    LD_PRELOAD: lib,
    FAKETIME: `@${day} 04:30:00`,
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
  },
});
process.exit(result.status ?? 1);
