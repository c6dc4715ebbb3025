import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env.ts';
import type { Database, Db } from './db/client.ts';
import type { Storage } from './integrations/storage/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { dbRateLimitStore } from './plugins/rate-limit-store.ts';
import { webPlugin } from './plugins/web.ts';
import { registerRoutes } from './routes/index.ts';
import { mediaRoutes } from './routes/media/index.ts';

export type AppDeps = {
  env: Env;
  database: Database;
  storage: Storage;
  /** The clock; tests move it. */
  now: () => Date;
};

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
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorate('db', deps.database.db);

  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
        frameSrc: ["'self'", 'https://api.razorpay.com', 'https://www.youtube-nocookie.com'],
        connectSrc: ["'self'", 'https://lumberjack.razorpay.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    store: dbRateLimitStore(deps.database.db),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
    }),
  });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(openApiPlugin);

  await app.register(registerRoutes, { prefix: '/api' });
  await app.register(mediaRoutes, { prefix: '/media' });

  const webDist = resolve(env.WEB_DIST);
  if (existsSync(resolve(webDist, 'index.html'))) {
    await app.register(webPlugin, { root: webDist });
  }
  return app;
}
