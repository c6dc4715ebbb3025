import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { documentRoutes } from './document-routes.ts';
import { measurementRoutes } from './measurement-routes.ts';
import { photoRoutes } from './photo-routes.ts';
import { profileRoutes } from './profile-routes.ts';

/** The customer's own records: /api/me, photo, measurements, documents. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // On request, before any body is read: every call here needs a logged-in customer, who is
  // taken from the bearer token only (never from an id in the request).
  app.addHook('onRequest', requireUser);
  await app.register(profileRoutes);
  await app.register(photoRoutes);
  await app.register(measurementRoutes);
  await app.register(documentRoutes);
};
