import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A made-up storefront build in a new directory, for the web plugin's tests without building the
 * app: index.html (its head holding `head`, then the page head's slot), the Vite manifest, and the
 * server render's module, written from the directory's path (so it can keep files beside it).
 * Returns the directory (WEB_DIST); the caller removes it.
 */
export function fakeWebBuild(
  name: string,
  build: { head?: string[]; manifest: Record<string, unknown>; server: (dir: string) => string },
): string {
  const dir = mkdtempSync(join(tmpdir(), `vastra-${name}-`));
  mkdirSync(join(dir, '.ssr'), { recursive: true });
  mkdirSync(join(dir, '.vite'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en-IN"><head><title>Vastra</title>
    ${[...(build.head ?? []), '<!--vastra-head-->'].join('\n    ')}</head><body><div id="root"><div class="boot"></div><!--vastra-shell--></div></body></html>`,
  );
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(build.manifest));
  writeFileSync(join(dir, '.ssr', 'entry-server.js'), build.server(dir));
  return dir;
}
