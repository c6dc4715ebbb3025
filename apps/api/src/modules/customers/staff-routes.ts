import {
  CustomerListSchema,
  CustomerQuerySchema,
  RelationshipManagerUpdateSchema,
  StaffCustomerSchema,
} from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/route-common.ts';
import { anyStaff, currentStaff, requireStaffRole } from '../../plugins/staff-auth.ts';
import { customerDetail, findCustomers } from './customers.ts';
import { assignRelationshipManager } from './relationship.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema } as const;
const CustomerParams = z.object({ id: z.string().max(64) });

/** Customers for the counter: lookup, one customer's page, their relationship manager. */
export const customerStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/customers',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary:
          'Customers by mobile or name (owners: all; others: customers with an order at their branches)',
        querystring: CustomerQuerySchema,
        response: { 200: CustomerListSchema, ...errors },
      },
    },
    async (req) => findCustomers(app.db, currentStaff(req), req.query),
  );

  app.get(
    '/staff/customers/:id',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: 'One customer: orders, measurements, ID documents, relationship manager',
        params: CustomerParams,
        response: { 200: StaffCustomerSchema, ...errors, 404: ErrorSchema },
      },
    },
    async (req) => customerDetail(app.db, currentStaff(req), req.params.id),
  );

  app.put(
    '/staff/customers/:id/relationship-manager',
    {
      onRequest: requireStaffRole('owner', 'manager'),
      schema: {
        tags,
        security,
        summary: "Assigns (or clears) the customer's relationship manager (owners, managers; audited)",
        params: CustomerParams,
        body: RelationshipManagerUpdateSchema,
        response: { 200: StaffCustomerSchema, ...errors, 404: ErrorSchema },
      },
    },
    async (req) => {
      const who = currentStaff(req);
      await assignRelationshipManager(
        app.db,
        { who, ip: req.ip, at: app.deps.now() },
        req.params.id,
        req.body,
      );
      return customerDetail(app.db, who, req.params.id);
    },
  );
};
