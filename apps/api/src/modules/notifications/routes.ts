import { NotificationPrefsInputSchema, NotificationPrefsSchema } from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, privateErrors } from '../../lib/error-schema.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { failedMessageRoutes } from './failed-routes.ts';
import { getPreferences, savePreferences } from './preferences.ts';
import { messageWebhookRoutes } from './webhook-routes.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

/** GET/PUT /api/me/notifications: the customer's language and message channels. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const whatsappAvailable = app.deps.env.WHATSAPP_PROVIDER !== 'off';

  app.get(
    '/me/notifications',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary:
          'How the customer hears from the shop: language, WhatsApp (opt-in) and e-mail; SMS is always on',
        response: { 200: NotificationPrefsSchema, ...privateErrors },
      },
    },
    async (req) => getPreferences(app.db, currentUser(req).id, whatsappAvailable),
  );

  app.put(
    '/me/notifications',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary:
          'Changes the language or switches WhatsApp or e-mail on or off (each change is kept in the consent ledger)',
        body: NotificationPrefsInputSchema,
        response: { 200: NotificationPrefsSchema, 400: ErrorSchema, ...privateErrors },
      },
    },
    async (req) =>
      savePreferences(app.db, currentUser(req).id, req.body, { now: app.deps.now(), whatsappAvailable }),
  );

  await app.register(messageWebhookRoutes);
  await app.register(failedMessageRoutes);
};
