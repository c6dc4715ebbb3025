import {
  SettingsHistorySchema,
  SettingsSchema,
  SettingsUpdateSchema,
  StaffSettingsSchema,
  unknownSettingKeys,
} from '@vastra/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors.ts';
import { ErrorSchema } from '../../lib/route-common.ts';
import { currentStaff, requireStaffRole } from '../../plugins/staff-auth.ts';
import { readSettings } from '../system/index.ts';
import { saveSettings, settingsHistory } from './settings-changes.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema } as const;
const ownerOnly = requireStaffRole('owner');

/**
 * Refuses a key the settings do not have (a typo would otherwise be dropped without a word and
 * the owner would believe it saved). Runs on the body as sent, before the schema strips it.
 */
async function refuseUnknownKeys(req: FastifyRequest): Promise<void> {
  const parsed = SettingsSchema.safeParse(req.body);
  if (!parsed.success) return; // the schema's own messages answer this body
  const unknown = unknownSettingKeys(req.body, parsed.data);
  if (unknown.length > 0) {
    const fields = Object.fromEntries(unknown.map((key) => [key, 'There is no such setting']));
    throw badRequest(`There is no such setting: ${unknown.join(', ')}`, fields);
  }
}

/** The owner's settings editor: read, change (validated, audited) and the history of changes. */
export const staffSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/settings',
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        security,
        summary: 'Every business rule in the settings, with the version it was read at (owners)',
        response: { 200: StaffSettingsSchema, ...errors },
      },
    },
    async () => readSettings(app.db),
  );

  app.put(
    '/staff/settings',
    {
      onRequest: ownerOnly,
      preValidation: refuseUnknownKeys,
      schema: {
        tags,
        security,
        summary:
          'Replaces the business rules, checked by the shared schema; takes effect at once (owners, audited)',
        body: SettingsUpdateSchema,
        response: { 200: StaffSettingsSchema, ...errors },
      },
    },
    async (req) =>
      saveSettings(app.db, { staffId: currentStaff(req).id, ip: req.ip, at: app.deps.now() }, req.body),
  );

  app.get(
    '/staff/settings/history',
    {
      onRequest: ownerOnly,
      schema: {
        tags,
        security,
        summary: 'Every change of the settings, newest first: who, when, before → after (owners)',
        response: { 200: SettingsHistorySchema, ...errors },
      },
    },
    async () => settingsHistory(app.db),
  );
};
