import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** The server render's module (apps/web/src/entry-server.tsx, built into WEB_DIST/.ssr). */
export type ServerRenderer = {
  render(
    url: string,
    sender: typeof fetch,
    timeoutMs?: number,
    language?: string,
  ): Promise<{
    html: string;
    state: unknown;
    meta: { title: string; description: string; noIndex?: boolean } | null;
  } | null>;
};

/** The server build's render function, or null when it was not built or does not load. */
export async function loadRenderer(path: string, app: FastifyInstance): Promise<ServerRenderer | null> {
  if (!existsSync(path)) return null;
  try {
    const mod = (await import(pathToFileURL(path).href)) as Partial<ServerRenderer>;
    return typeof mod.render === 'function' ? (mod as ServerRenderer) : null;
  } catch (error) {
    app.log.error({ err: error }, 'the server render did not load; pages are sent as the app shell');
    return null;
  }
}
