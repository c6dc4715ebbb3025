import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Env } from './config/env.ts';
import type { Database, Db } from './db/client.ts';
import type { Storage } from './integrations/storage/index.ts';
import { accountRoutes } from './modules/account/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { bookingStaffRoutes } from './modules/booking/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { catalogRoutes, catalogStaffRoutes } from './modules/catalog/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { customerStaffRoutes } from './modules/customers/index.ts';
import { enquiryStaffRoutes } from './modules/enquiries/index.ts';
import { extensionRoutes } from './modules/extensions/index.ts';
import { kitRoutes, kitStaffRoutes } from './modules/kits/index.ts';
import { locationRoutes, locationStaffRoutes } from './modules/location/index.ts';
import { mediaRoutes, type PictureSource } from './modules/media/index.ts';
import { membershipRoutes } from './modules/membership/index.ts';
import { notificationRoutes } from './modules/notifications/index.ts';
import {
  orderPaymentRoutes,
  orderRoutes,
  staffActionRoutes,
  staffOrderRoutes,
} from './modules/orders/index.ts';
import { partyRoutes } from './modules/parties/index.ts';
import { creditRoutes, paymentRoutes } from './modules/payments/index.ts';
import { reportStaffRoutes } from './modules/reports/index.ts';
import { staffAdminRoutes, staffRoutes, staffSettingsRoutes } from './modules/staff/index.ts';
import { systemRoutes } from './modules/system/index.ts';
import { tagStaffRoutes } from './modules/tags/index.ts';
import { trialRoutes, trialStaffRoutes } from './modules/trials/index.ts';
import { wishlistRoutes } from './modules/wishlist/index.ts';
import { adminPlugin } from './plugins/admin.ts';
import { authPlugin } from './plugins/auth.ts';
import { devClockPlugin } from './plugins/dev-clock.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { hostileInputPlugin } from './plugins/hostile-input.ts';
import { loggerOptions } from './plugins/logging.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { dbRateLimitStore } from './plugins/rate-limit-store.ts';
import { securityHeadersPlugin, sendBadUrl } from './plugins/security-headers.ts';
import { staffAuthPlugin } from './plugins/staff-auth.ts';
import { webPlugin } from './plugins/web.ts';
import { queueWorkerPlugin } from './queue/plugin.ts';
import type { Queue } from './queue/queue.ts';

export type AppDeps = {
  env: Env;
  database: Database;
  storage: Storage;
  /** The clock; tests move it. */
  now: () => Date;
  /** Draws pictures that were never uploaded (the demo shop registers its drawings). */
  pictures?: PictureSource;
  /** The job queue; without it no background job runs in this process (tests leave it out). */
  queue?: Queue;
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

/** Every API route, one plugin per domain module, under /api. */
async function apiRoutes(api: FastifyInstance) {
  await api.register(systemRoutes);
  await api.register(catalogRoutes);
  await api.register(locationRoutes);
  await api.register(authRoutes);
  await api.register(accountRoutes);
  await api.register(cartRoutes);
  await api.register(wishlistRoutes);
  await api.register(orderRoutes);
  await api.register(partyRoutes);
  await api.register(paymentRoutes);
  await api.register(orderPaymentRoutes);
  await api.register(extensionRoutes);
  await api.register(contentRoutes);
  await api.register(membershipRoutes);
  await api.register(notificationRoutes);
  await api.register(staffRoutes);
  await api.register(staffOrderRoutes);
  await api.register(bookingStaffRoutes);
  await api.register(catalogStaffRoutes);
  await api.register(locationStaffRoutes);
  await api.register(staffActionRoutes);
  await api.register(staffAdminRoutes);
  await api.register(creditRoutes);
  await api.register(tagStaffRoutes);
  await api.register(reportStaffRoutes);
  await api.register(staffSettingsRoutes);
  await api.register(enquiryStaffRoutes);
  await api.register(customerStaffRoutes);
  await api.register(trialRoutes);
  await api.register(trialStaffRoutes);
  await api.register(kitRoutes);
  await api.register(kitStaffRoutes);
}

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

  await app.register(devClockPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(staffAuthPlugin);
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
  await app.register(openApiPlugin);

  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(queueWorkerPlugin);
  await app.register(mediaRoutes, { prefix: '/media' });

  // The back office first: its /admin addresses are its own even when the storefront is served.
  await app.register(adminPlugin, { root: resolve(env.ADMIN_DIST || 'no-admin-dist') });
  const webDist = resolve(env.WEB_DIST);
  if (existsSync(resolve(webDist, 'index.html'))) {
    await app.register(webPlugin, { root: webDist });
  }
  return app;
}
