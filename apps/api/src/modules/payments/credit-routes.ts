import { CreditAdjustSchema, StoreCreditSchema } from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, privateErrors, security } from '../../lib/route-common.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { anyStaff, currentStaff, requireStaffRole } from '../../plugins/staff-auth.ts';
import { getSettings } from '../system/index.ts';
import { adjustCredit, customerCredit, knownCustomer } from './store-credit.ts';

const CustomerParams = z.object({ id: z.string().max(100) });
const staffErrors = { ...privateErrors, 403: ErrorSchema } as const;

/** Store credit: the customer's own (GET /api/me/credit) and staff's view and adjustments. */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/credit',
    {
      onRequest: requireUser,
      schema: {
        tags: ['account'],
        security,
        summary: 'Store credit: the balance, each grant with its expiry, and every movement',
        response: { 200: StoreCreditSchema, ...privateErrors },
      },
    },
    async (req) => customerCredit(app.db, currentUser(req).id, app.deps.now()),
  );

  app.get(
    '/staff/customers/:id/credit',
    {
      onRequest: anyStaff,
      schema: {
        tags: ['staff'],
        security,
        summary: "A customer's store credit: balance, grants with expiry, history",
        params: CustomerParams,
        response: { 200: StoreCreditSchema, ...staffErrors },
      },
    },
    async (req) => {
      const customer = await knownCustomer(app.db, req.params.id);
      return customerCredit(app.db, customer.id, app.deps.now());
    },
  );

  app.post(
    '/staff/customers/:id/credit',
    {
      onRequest: requireStaffRole('owner', 'manager'),
      schema: {
        tags: ['staff'],
        security,
        summary: "Adds to or takes back from a customer's store credit, with a reason (audited)",
        params: CustomerParams,
        body: CreditAdjustSchema,
        response: { 200: StoreCreditSchema, ...staffErrors, 409: ErrorSchema },
      },
    },
    async (req) => {
      const settings = await getSettings(app.db);
      return adjustCredit(
        app.db,
        { customerId: req.params.id, ...req.body },
        {
          staffId: currentStaff(req).id,
          ip: req.ip,
          now: app.deps.now(),
          validityDays: settings.cancellation.storeCreditValidityDays,
        },
      );
    },
  );
};
