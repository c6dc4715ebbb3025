import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createWhatsAppSender, LOCAL_WHATSAPP_SECRET } from '../../integrations/whatsapp/index.ts';
import { ErrorSchema } from '../../lib/error-schema.ts';
import { AppError } from '../../lib/errors.ts';
import { receiveMsg91Report, receiveWhatsAppStatus } from './delivery-reports.ts';

/** The development secret of MSG91 delivery reports; production sets MSG91_WEBHOOK_SECRET. */
export const LOCAL_MSG91_WEBHOOK_SECRET = 'local-msg91-webhook-secret';

const tags = ['notifications'];
const Applied = z.object({ applied: z.number() });
/** A vendor's report: how many statuses it applied; refused when unsigned, unreadable or not configured. */
const reportAnswers = { 200: Applied, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };
const signatureHeader = (name: string) => z.looseObject({ [name]: z.string().max(200).optional() });

/** Delivery and read reports from the SMS and WhatsApp vendors, signed; raw bodies in this scope. */
export const messageWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  const { env } = app.deps;
  const msg91Secret =
    env.MSG91_WEBHOOK_SECRET ?? (env.NODE_ENV === 'production' ? null : LOCAL_MSG91_WEBHOOK_SECRET);
  const whatsapp = createWhatsAppSender(env, app.db);
  const raw = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));

  app.post(
    '/webhooks/msg91',
    {
      schema: {
        tags,
        summary:
          "MSG91's SMS delivery reports; raw JSON body signed (HMAC-SHA256, hex) in X-Vastra-Signature",
        headers: signatureHeader('x-vastra-signature'),
        response: reportAnswers,
      },
    },
    async (req) => {
      if (!msg91Secret) throw new AppError('NOT_FOUND', 'Not found');
      return receiveMsg91Report(
        app.db,
        msg91Secret,
        raw(req.body),
        req.headers['x-vastra-signature'],
        app.deps.now(),
      );
    },
  );

  app.get(
    '/webhooks/whatsapp',
    {
      schema: {
        tags,
        summary: "Meta's webhook check: answers hub.challenge when hub.verify_token is WHATSAPP_VERIFY_TOKEN",
        querystring: z.object({
          'hub.mode': z.string().max(50).optional(),
          'hub.verify_token': z.string().max(200).optional(),
          'hub.challenge': z.string().max(200).optional(),
        }),
        response: { 200: z.string(), 403: ErrorSchema },
      },
    },
    async (req) => {
      const expected =
        env.WHATSAPP_VERIFY_TOKEN ?? (env.NODE_ENV === 'production' ? null : LOCAL_WHATSAPP_SECRET);
      const q = req.query;
      if (!expected || q['hub.mode'] !== 'subscribe' || q['hub.verify_token'] !== expected) {
        throw new AppError('FORBIDDEN', 'This verify token is not ours.');
      }
      return q['hub.challenge'] ?? '';
    },
  );

  app.post(
    '/webhooks/whatsapp',
    {
      schema: {
        tags,
        summary:
          "The WhatsApp Cloud API's message statuses (sent, delivered, read, failed), signed in X-Hub-Signature-256",
        headers: signatureHeader('x-hub-signature-256'),
        response: reportAnswers,
      },
    },
    async (req) => {
      if (!whatsapp) throw new AppError('NOT_FOUND', 'Not found');
      return receiveWhatsAppStatus(
        app.db,
        whatsapp,
        raw(req.body),
        req.headers['x-hub-signature-256'],
        app.deps.now(),
      );
    },
  );
};
