import {
  PieceCode,
  PieceCounterSchema,
  StaffLabelsQuerySchema,
  StaffLabelsSchema,
} from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/error-schema.ts';
import { anyStaff, assertBranch, currentStaff } from '../../plugins/staff-auth.ts';
import { pieceAtCounter } from './counter.ts';
import { branchLabels } from './labels.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema } as const;

/** QR tags on the pieces: a sheet of labels to print, and what a scanned tag opens at the counter. */
export const tagStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/labels',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: "A sheet of QR tags for a branch's pieces, narrowed by category or a search",
        querystring: StaffLabelsQuerySchema,
        response: { 200: StaffLabelsSchema, ...errors },
      },
    },
    async (req) => {
      const { branch, category, ...rest } = req.query;
      assertBranch(currentStaff(req), branch);
      return branchLabels(
        app.db,
        { branchId: branch, categoryCode: category, ...rest },
        app.deps.env.PUBLIC_URL,
      );
    },
  );

  app.get(
    '/staff/pieces/:code/counter',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: 'A scanned piece: its status, the booking in hand or next, and the step that fits',
        params: z.object({ code: PieceCode }),
        response: { 200: PieceCounterSchema, ...errors },
      },
    },
    async (req) => pieceAtCounter(app.db, currentStaff(req), req.params.code, app.deps.now()),
  );
};
