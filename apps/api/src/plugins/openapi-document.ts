import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import type { Database, Db } from '../db/client.ts';
import { LocalStorage } from '../integrations/storage/index.ts';

/** The served OpenAPI document, as a caller of GET /api/docs/json receives it. */
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; license?: { name: string } };
  servers?: Array<{ url: string }>;
  tags?: Array<{ name: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
};

type OpenApiOperation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

/** A database whose every method refuses: writing the document must not need one. */
function noDatabase(): Database {
  const refuse = () => {
    throw new Error('The OpenAPI document is built without a database.');
  };
  // Fastify's decorate() looks for getter/setter and promises for then; those stay undefined.
  const db = new Proxy(
    {},
    {
      get: (_target, key) =>
        typeof key === 'string' && !['getter', 'setter', 'then'].includes(key) ? refuse : undefined,
    },
  ) as Db;
  return { db, kind: 'pglite', ping: async () => refuse(), close: async () => {} };
}

/**
 * Builds the app with every optional route turned on (development SMS outbox, benchmark route)
 * and answers GET /api/docs/json, without opening a database or listening on a port.
 */
export async function buildOpenApiDocument(env: Record<string, string> = {}): Promise<OpenApiDocument> {
  const dir = join(tmpdir(), 'vastra-openapi');
  const app = await buildApp({
    env: loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SMS_PROVIDER: 'console',
      BENCH_ROUTES: 'true',
      STORAGE_DIR: dir,
      WEB_DIST: join(dir, 'no-web-dist'),
      ...env,
    }),
    database: noDatabase(),
    storage: new LocalStorage(dir),
    now: () => new Date(),
  });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (response.statusCode !== 200) {
      throw new Error(`GET /api/docs/json answered ${response.statusCode}: ${response.body}`);
    }
    return response.json() as OpenApiDocument;
  } finally {
    await app.close();
  }
}
