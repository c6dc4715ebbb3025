import {
  CONTACT_THANKS,
  ContactFormSchema,
  FormAcceptedSchema,
  FRANCHISE_THANKS,
  FranchiseFormSchema,
} from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema } from '../../lib/error-schema.ts';
import type { Notifier } from '../notifications/index.ts';
import { receiveContactMessage, receiveFranchiseApplication } from './enquiries.ts';

const tags = ['content'];
/** Public forms: enough for a real visitor who retries, too few for a script filling our inbox. */
const FORM_RATE_LIMIT = { max: 5, timeWindow: 60_000 };

/** POST /api/contact and POST /api/franchise-applications. */
export const formRoutes: FastifyPluginAsyncZod<{ notifier: Notifier }> = async (app, { notifier }) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: FORM_RATE_LIMIT },
      schema: {
        tags,
        summary: "The 'Get In Touch' form; the shop is e-mailed",
        body: ContactFormSchema,
        response: { 201: FormAcceptedSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (req, reply) => {
      await receiveContactMessage(app.db, notifier, req.body, app.deps.now());
      return reply.status(201).send({ message: CONTACT_THANKS });
    },
  );

  app.post(
    '/franchise-applications',
    {
      config: { rateLimit: FORM_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Clothing Rental Franchise Application; the shop is e-mailed',
        body: FranchiseFormSchema,
        response: { 201: FormAcceptedSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (req, reply) => {
      await receiveFranchiseApplication(app.db, notifier, req.body, app.deps.now());
      return reply.status(201).send({ message: FRANCHISE_THANKS });
    },
  );
};
