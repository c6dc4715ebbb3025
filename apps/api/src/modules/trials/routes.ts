import {
  BookTrialSchema,
  TrialListSchema,
  TrialSchema,
  TrialSlotsQuerySchema,
  TrialSlotsSchema,
} from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, privateErrors, security } from '../../lib/route-common.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { getSettings } from '../system/index.ts';
import { bookTrial, cancelTrial, myTrials } from './book.ts';
import { freeTrialSlots } from './slots.ts';

const tags = ['trials'];

/** Fit-check trials: the free slots of a piece's day, and a customer's own trials. */
export const trialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:code/trial-slots',
    {
      schema: {
        tags,
        summary: "The free half-hour trial slots of a day at the piece's branch",
        params: z.object({ code: z.string().max(40) }),
        querystring: TrialSlotsQuerySchema,
        response: { 200: TrialSlotsSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (req) =>
      freeTrialSlots(app.db, await getSettings(app.db), req.params.code, req.query.date, app.deps.now()),
  );

  app.get(
    '/account/trials',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: "The customer's trials, the latest first",
        response: { 200: TrialListSchema, ...privateErrors },
      },
    },
    async (req) => myTrials(app.db, currentUser(req).id),
  );

  app.post(
    '/account/trials',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary:
          'Books a half-hour trial of a piece at its branch; 409 when the slot or day was taken meanwhile',
        body: BookTrialSchema,
        response: { 201: TrialSchema, ...privateErrors, 409: ErrorSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await bookTrial(app.db, currentUser(req).id, req.body, app.deps.now())),
  );

  app.post(
    '/account/trials/:id/cancel',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Cancels a trial that has not begun: the slot is free again',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: TrialSchema, ...privateErrors, 409: ErrorSchema },
      },
    },
    async (req) => cancelTrial(app.db, currentUser(req).id, req.params.id, app.deps.now()),
  );
};
