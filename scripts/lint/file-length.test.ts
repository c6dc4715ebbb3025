// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No source file of the shop runs over 300 lines: a longer one is split by what its parts do.
 * Tests, the committed database migrations and the lint fixtures are not held to it.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const LIMIT = 300;
const SOURCE = /\.(ts|tsx|mjs|css)$/;
const EXEMPT = /(\.test\.tsx?|\.spec\.ts)$|\/db\/migrations\/|\/fixtures\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !EXEMPT.test(path) ? [path] : [];
  });
}

describe('file length', () => {
  it(`keeps every source file within ${LIMIT} lines`, () => {
    const files = ['apps', 'packages', 'scripts', 'e2e'].flatMap((dir) => sourceFiles(join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((file) => ({
        file: relative(root, file),
        lines: readFileSync(file, 'utf8').split('\n').length - 1,
      }))
      .filter((f) => f.lines > LIMIT);
    expect(long).toEqual([]);
  });
});
