import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Not found' } };

/** Where the back office is served: its Vite build uses the same base. */
const PREFIX = '/admin';

/**
 * Serves the built back office (apps/admin) under /admin: hashed assets with a long cache, and
 * its index.html, never cached, for every screen's address so its router takes over. Without a
 * build (an API-only server) /admin answers 404. The storefront's pages never load any of it.
 */
export async function adminPlugin(app: FastifyInstance, opts: { root: string }) {
  const indexPath = join(opts.root, 'index.html');
  if (!existsSync(indexPath)) {
    const missing = async (_req: unknown, reply: FastifyReply) => reply.status(404).send(NOT_FOUND);
    app.get(PREFIX, { schema: { hide: true } }, missing);
    app.get(`${PREFIX}/*`, { schema: { hide: true } }, missing);
    return;
  }
  const indexHtml = await readFile(indexPath, 'utf8');

  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: `${PREFIX}/`,
    wildcard: false,
    index: false,
    decorateReply: false,
    preCompressed: true,
    // The headers below decide caching, file by file.
    cacheControl: false,
    allowedPath: (path) => !path.startsWith('/.vite'),
    setHeaders: (res, path) => {
      if (path.includes('/assets/'))
        res.raw.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else if (path.endsWith('.html')) res.raw.setHeader('cache-control', 'no-store');
    },
  });

  const page = async (request: { url: string }, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing script or picture is a 404, not the page (a stale tab asking for an old chunk).
    if (path.startsWith(`${PREFIX}/assets/`)) return reply.status(404).send(NOT_FOUND);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(indexHtml);
  };
  app.get(PREFIX, { schema: { hide: true } }, page);
  app.get(`${PREFIX}/*`, { schema: { hide: true } }, page);
}
