import {
  ENQUIRY_KINDS,
  EnquiryPageSchema,
  EnquiryQuerySchema,
  EnquirySchema,
  EnquiryUpdateSchema,
} from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/route-common.ts';
import { anyStaff, currentStaff } from '../../plugins/staff-auth.ts';
import { listEnquiries, updateEnquiry } from './enquiries.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema } as const;

/** The enquiries inbox: contact messages, franchise applications, fit-checks and membership sign-ups. */
export const enquiryStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/enquiries',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: 'Every enquiry the staff member may see, newest first, by kind and status',
        querystring: EnquiryQuerySchema,
        response: { 200: EnquiryPageSchema, ...errors },
      },
    },
    async (req) => listEnquiries(app.db, currentStaff(req), req.query),
  );

  app.patch(
    '/staff/enquiries/:kind/:id',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: "Sets an enquiry's status and notes; records who handled it and when (audited)",
        params: z.object({ kind: z.enum(ENQUIRY_KINDS), id: z.string().max(64) }),
        body: EnquiryUpdateSchema,
        response: { 200: EnquirySchema, ...errors, 404: ErrorSchema },
      },
    },
    async (req) =>
      updateEnquiry(
        app.db,
        { who: currentStaff(req), ip: req.ip, at: app.deps.now() },
        { kind: req.params.kind, id: req.params.id },
        req.body,
      ),
  );
};
