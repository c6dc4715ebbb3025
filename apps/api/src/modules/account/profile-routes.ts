import { ProfileSchema, ProfileUpdateSchema } from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, privateErrors } from '../../lib/error-schema.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getProfile, updateProfile } from './profile.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

/** GET /api/me and PUT /api/me: profile and address (the Account Details form). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags,
        security,
        summary: 'The customer: profile, address, branch, relationship manager, membership',
        response: { 200: ProfileSchema, ...privateErrors },
      },
    },
    async (req) => getProfile(app.db, currentUser(req).id, app.deps.now()),
  );

  app.put(
    '/me',
    {
      schema: {
        tags,
        security,
        summary: 'Saves the fields given (each checked as in the Account Details form)',
        description:
          'Partial: omitted fields stay. The form itself requires first name, last name, building, city, state, zip and email (ACCOUNT_REQUIRED_FIELDS). branchCode null returns to the default branch.',
        body: ProfileUpdateSchema,
        response: { 200: ProfileSchema, 400: ErrorSchema, ...privateErrors },
      },
    },
    async (req) => {
      const { id } = currentUser(req);
      await updateProfile(app.db, id, req.body);
      return getProfile(app.db, id, app.deps.now());
    },
  );
};
