import { MeasurementsInputSchema, MeasurementsSchema } from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, privateErrors } from '../../lib/error-schema.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getMeasurements, saveMeasurements } from './profile.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

/** GET/PUT /api/me/measurements: body measurements in inches (men's and women's sets). */
export const measurementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/measurements',
    {
      schema: {
        tags,
        security,
        summary: 'Saved measurements (nulls when not given)',
        response: { 200: MeasurementsSchema, ...privateErrors },
      },
    },
    async (req) => getMeasurements(app.db, currentUser(req).id),
  );

  app.put(
    '/me/measurements',
    {
      schema: {
        tags,
        security,
        summary: 'Saves the measurements given (1 to 99.9 inches, one decimal; null clears one)',
        body: MeasurementsInputSchema,
        response: { 200: MeasurementsSchema, 400: ErrorSchema, ...privateErrors },
      },
    },
    async (req) => saveMeasurements(app.db, currentUser(req).id, req.body, app.deps.now()),
  );
};
