// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * An API test reads India's date from the app's clock (`todayInIndia(ctx.clock.now)`), never from
 * the machine's (`todayInIndia()`). The app's clock stands still from the moment the test's app was
 * built; a run that crosses India's midnight otherwise asks the app for "tomorrow" as if it were
 * today. CI's run of 7 December did, at 00:00 IST, and two catalogue tests failed.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

function apiTests(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return apiTests(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the API tests’ clock', () => {
  it('takes India’s date from the app’s clock in every API test', () => {
    const files = apiTests(join(root, 'apps/api/src'));
    expect(files.length).toBeGreaterThan(50);
    const machineDate = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/todayInIndia\(\s*\)/.test(line) ? [`${relative(root, file)}:${i + 1}`] : [])),
    );
    expect(machineDate).toEqual([]);
  });
});
