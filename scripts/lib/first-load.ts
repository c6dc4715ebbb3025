import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

/** The storefront's build (apps/web/dist), read by the bench and the first-load check. */
export const webDist = resolve(import.meta.dirname, '..', '..', 'apps', 'web', 'dist');

/**
 * The JavaScript a first visit to `page` (a key of the build's manifest, e.g.
 * `src/app/routes/home.tsx`) loads: the entry, the page's chunk and everything they import
 * statically, each file gzipped at level 9. In KB, with the files, biggest first.
 */
export function firstLoad(page: string, dist = webDist): { kbGz: number; files: [string, number][] } {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  if (!manifest[page]) throw new Error(`${page} is not in the build's manifest`);
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const i of chunk.imports ?? []) walk(i);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key);
  walk(page);
  const files: [string, number][] = [];
  for (const key of seen) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js'))
      files.push([file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024]);
  }
  files.sort((a, b) => b[1] - a[1]);
  return { kbGz: files.reduce((sum, [, kb]) => sum + kb, 0), files };
}
