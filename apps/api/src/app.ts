import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Env } from './config/env.ts';
import type { Database, Db } from './db/client.ts';
import type { Storage } from './integrations/storage/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { hostileInputPlugin } from './plugins/hostile-input.ts';
import { loggerOptions } from './plugins/logging.ts';
import { dbRateLimitStore } from './plugins/rate-limit-store.ts';
import { securityHeadersPlugin, sendBadUrl } from './plugins/security-headers.ts';
import { webPlugin } from './plugins/web.ts';
import { registerRoutes } from './routes/index.ts';
import { mediaRoutes } from './routes/media/index.ts';

export type AppDeps = {
  env: Env;
  database: Database;
  storage: Storage;
  /** The clock; tests move it. */
  now: () => Date;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
};

/** Fastify's trustProxy from TRUST_PROXY: a hop count trusts that many proxies nearest the server. */
function trustProxy(
  setting: Env['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    db: Db;
  }
}

export type App = FastifyInstance;

/** Builds the whole server: plugins, then routes. Tests build the same app and use inject(). */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { env } = deps;
  const app = Fastify({
    logger: loggerOptions(env, deps.logStream),
    trustProxy: trustProxy(env.TRUST_PROXY),
    bodyLimit: 1_048_576,
    // Malformed URLs are answered in the shared error shape with the security headers.
    frameworkErrors: sendBadUrl,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorate('db', deps.database.db);

  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(hostileInputPlugin);
  await app.register(rateLimit, {
    global: false,
    store: dbRateLimitStore(deps.database.db),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
    }),
  });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vastra API',
        description: 'Wedding and occasion outfit rental and sale',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(registerRoutes, { prefix: '/api' });
  await app.register(mediaRoutes, { prefix: '/media' });

  const webDist = resolve(env.WEB_DIST);
  if (existsSync(resolve(webDist, 'index.html'))) {
    await app.register(webPlugin, { root: webDist });
  }
  return app;
}
