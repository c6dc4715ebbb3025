import { StaffOrderDetailSchema, StaffOrderListSchema, StaffOrderQuerySchema } from '@vastra/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentKey } from '../../lib/crypto.ts';
import { ErrorSchema } from '../../lib/route-common.ts';
import { anyStaff, currentStaff } from '../../plugins/staff-auth.ts';
import type { StaffAct } from './staff-access.ts';
import { staffOrder } from './staff-access.ts';
import { ordersCsv } from './staff-csv.ts';
import { staffOrderDetail } from './staff-detail.ts';
import { inspectionPhoto, staffDocumentFile } from './staff-files.ts';
import { CSV_MAX_ROWS, listStaffOrders } from './staff-list.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema } as const;
const OrderParams = z.object({ id: z.string().max(64) });

/** Who is acting, from where and when: every staff write and audited look carries it. */
export function staffAct(req: FastifyRequest): StaffAct {
  return { who: currentStaff(req), ip: req.ip, at: req.server.deps.now() };
}

/** Staff reading orders: the table (and its CSV), one order, its ID documents and inspection photos. */
export const staffOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/orders',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: "Orders of the staff member's branches: search, filters, sort and paging",
        querystring: StaffOrderQuerySchema,
        response: { 200: StaffOrderListSchema, ...errors },
      },
    },
    async (req) => {
      const q = req.query;
      const page = await listStaffOrders(app.db, currentStaff(req), q, {
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return { ...page, page: q.page, pageSize: q.pageSize };
    },
  );

  app.get(
    '/staff/orders.csv',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: 'The filtered orders as a CSV file (the same filters and sort as the table)',
        querystring: StaffOrderQuerySchema,
        response: { 200: z.any().describe('text/csv'), ...errors },
      },
    },
    async (req, reply) => {
      const { items } = await listStaffOrders(app.db, currentStaff(req), req.query, {
        limit: CSV_MAX_ROWS,
        offset: 0,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="orders.csv"')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(ordersCsv(items), 'utf8'));
    },
  );

  app.get(
    '/staff/orders/:id',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: 'One order: customer, lines, documents, ledger, timeline, inspections, messages',
        params: OrderParams,
        response: { 200: StaffOrderDetailSchema, ...errors },
      },
    },
    async (req) => {
      const order = await staffOrder(app.db, currentStaff(req), req.params.id);
      return staffOrderDetail(app.db, order.id);
    },
  );

  const key = documentKey(app.deps.env);
  app.get(
    '/staff/orders/:id/documents/:docId/file',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: "The order's customer's ID document, as an attachment (each look is audited)",
        params: OrderParams.extend({ docId: z.string().max(64) }),
        response: { 200: z.any().describe('The file'), ...errors },
      },
    },
    async (req, reply) => {
      const deps = { db: app.db, storage: app.deps.storage, key, now: app.deps.now() };
      const file = await staffDocumentFile(deps, staffAct(req), req.params.id, req.params.docId);
      const name = file.filename.replace(/[^\w.-]/g, '_') || 'document';
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );

  app.get(
    '/staff/orders/:id/inspections/:inspectionId/photos/:n',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: 'A photo taken when the piece was inspected',
        params: OrderParams.extend({
          inspectionId: z.string().max(64),
          n: z.coerce.number().int().min(0).max(20),
        }),
        response: { 200: z.any().describe('The photo'), ...errors },
      },
    },
    async (req, reply) => {
      const { id, inspectionId, n } = req.params;
      const deps = { db: app.db, storage: app.deps.storage };
      const file = await inspectionPhoto(deps, staffAct(req), { orderId: id, inspectionId, n });
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );
};
