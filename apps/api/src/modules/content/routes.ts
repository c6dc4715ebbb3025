import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMailer } from '../../integrations/email/index.ts';
import { createPaymentGateway } from '../../integrations/payment/index.ts';
import { membershipRoutes } from '../membership/routes.ts';
import { blogRoutes } from './blog-routes.ts';
import { formRoutes } from './form-routes.ts';

/** Blogs, contact, franchise applications and the fashion membership (paid through the gateway). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Built here from the environment; fails at boot when EMAIL_PROVIDER=smtp lacks its settings.
  const mailer = createMailer(app.deps.env, app.db, app.log);
  const notifier = { db: app.db, env: app.deps.env, mailer, log: app.log };
  await app.register(blogRoutes);
  await app.register(formRoutes, { notifier });
  await app.register(membershipRoutes, { notifier, gateway: createPaymentGateway(app.deps.env) });
};
