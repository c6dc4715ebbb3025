import { StaffKitFormSchema, StaffKitSchema } from '@vastra/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, security, staffErrors } from '../../lib/route-common.ts';
import { currentStaff, requireStaffRole } from '../../plugins/staff-auth.ts';
import { createKit, type KitAct, listStaffKits, staffKit, updateKit } from './staff-kits.ts';

const tags = ['staff'];
const errors = staffErrors;
const params = IdParams;
/** Kits are composed by owners (every branch) and managers (their branches). */
const managers = requireStaffRole('owner', 'manager');

const act = (req: FastifyRequest): KitAct => ({
  who: currentStaff(req),
  ip: req.ip,
  now: req.server.deps.now(),
});

/** The back office's kits: whole outfits composed from pieces, with a kit price or discount. */
export const kitStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/kits',
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: "The kits of the staff member's branches, with their parts and pieces",
        response: { 200: z.object({ items: z.array(StaffKitSchema) }), ...errors },
      },
    },
    async (req) => listStaffKits(app.db, currentStaff(req)),
  );

  app.get(
    '/staff/kits/:id',
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: 'One kit',
        params,
        response: { 200: StaffKitSchema, ...errors },
      },
    },
    async (req) => staffKit(app.db, currentStaff(req), req.params.id),
  );

  app.post(
    '/staff/kits',
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: 'Composes a kit from pieces of one branch, with a kit price or a kit discount',
        body: StaffKitFormSchema,
        response: { 201: StaffKitSchema, ...errors },
      },
    },
    async (req, reply) => {
      const id = await createKit(app.db, req.body, act(req));
      return reply.status(201).send(await staffKit(app.db, currentStaff(req), id));
    },
  );

  app.put(
    '/staff/kits/:id',
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: 'Changes a kit: name, price or discount, parts and pieces, whether it is offered',
        params,
        body: StaffKitFormSchema,
        response: { 200: StaffKitSchema, ...errors },
      },
    },
    async (req) => {
      await updateKit(app.db, req.params.id, req.body, act(req));
      return staffKit(app.db, currentStaff(req), req.params.id);
    },
  );
};
