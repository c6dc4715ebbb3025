import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appNotifier } from '../notifications/index.ts';
import { blogRoutes } from './blog-routes.ts';
import { formRoutes } from './form-routes.ts';
import { textRoutes } from './text-routes.ts';

/** Blogs, policy and FAQ texts, the contact form and franchise applications (the shop is e-mailed about each form). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(blogRoutes);
  await app.register(textRoutes);
  await app.register(formRoutes, { notifier: appNotifier(app) });
};
