import {
  CancelActionSchema,
  CounterPaymentSchema,
  INSPECTION_CONDITIONS,
  LineActionSchema,
  LostActionSchema,
  PaymentLinkSchema,
  RefundActionSchema,
  ReturnActionSchema,
  StaffOrderDetailSchema,
} from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/route-common.ts';
import { anyStaff, requireStaffRole } from '../../plugins/staff-auth.ts';
import { paymentDeps } from '../payments/index.ts';
import { staffOrder } from './staff-access.ts';
import { staffOrderDetail } from './staff-detail.ts';
import { cancelForCustomer, recordCounterPayment, refundOrder, sendPaymentLink } from './staff-money.ts';
import { receiveInspection } from './staff-photos.ts';
import { inspectLine, markReturned } from './staff-return.ts';
import { staffAct } from './staff-routes.ts';
import { closeLine, handOver, markLost, simpleStep } from './staff-steps.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const params = z.object({ id: z.string().max(64) });
const answer = { 200: StaffOrderDetailSchema, ...errors };

/** The inspection form, for the contract only (the handler reads the multipart parts itself). */
const InspectForm = z
  .object({
    lineId: z.string(),
    condition: z.enum(INSPECTION_CONDITIONS),
    charges: z.string().describe('JSON list: [{"code":"stain"}] or [{"label":"Torn hem","amount":400}]'),
    note: z.string(),
    photos: z.any().describe('Up to four JPEG or PNG photos, at most 5 MB each'),
  })
  .partial()
  .nullish();

/** Staff steps on an order: the lifecycle of its lines, money at the counter, refunds, cancelling. */
export const staffActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentDeps(app);
  const detail = (id: string) => staffOrderDetail(app.db, id);

  const steps = [
    ['prepare', 'Marks a line preparing (cleaning, alterations)'],
    ['ready', 'Marks a line ready at its branch'],
    ['dispatch', 'Marks a line out for delivery'],
  ] as const;
  for (const [step, summary] of steps) {
    app.post(
      `/staff/orders/:id/${step}`,
      {
        onRequest: anyStaff,
        schema: { tags, security, summary, params, body: LineActionSchema, response: answer },
      },
      async (req) => {
        await simpleStep(app.db, staffAct(req), req.params.id, step, req.body);
        return detail(req.params.id);
      },
    );
  }

  app.post(
    '/staff/orders/:id/hand-over',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: 'Hands a line over (nothing may be due, and a rental needs an ID document on file)',
        params,
        body: LineActionSchema,
        response: answer,
      },
    },
    async (req) => {
      await handOver(app.db, staffAct(req), req.params.id, req.body);
      return detail(req.params.id);
    },
  );

  app.post(
    '/staff/orders/:id/return',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary:
          'Marks a rented line returned; a late return is charged the late fee (waivable with a reason)',
        params,
        body: ReturnActionSchema,
        response: answer,
      },
    },
    async (req) => {
      await markReturned(app.db, staffAct(req), req.params.id, req.body);
      return detail(req.params.id);
    },
  );

  app.post(
    '/staff/orders/:id/inspect',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: 'Inspects a returned line (multipart): condition, photos, charges; the deposit is released',
        consumes: ['multipart/form-data'],
        params,
        body: InspectForm,
        response: answer,
      },
    },
    async (req) => {
      const act = staffAct(req);
      const order = await staffOrder(app.db, act.who, req.params.id);
      const form = await receiveInspection(req, app.deps.storage, order.id);
      try {
        await inspectLine(app.db, act, order.id, form.fields, form.keys);
      } catch (error) {
        await form.discard();
        throw error;
      }
      return detail(order.id);
    },
  );

  app.post(
    '/staff/orders/:id/lost',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: 'Marks a rented line lost and charges it (at most its deposit)',
        params,
        body: LostActionSchema,
        response: answer,
      },
    },
    async (req) => {
      await markLost(app.db, staffAct(req), req.params.id, req.body);
      return detail(req.params.id);
    },
  );

  app.post(
    '/staff/orders/:id/close',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: 'Closes an inspected or lost line once the money is settled',
        params,
        body: LineActionSchema,
        response: answer,
      },
    },
    async (req) => {
      await closeLine(app.db, staffAct(req), req.params.id, req.body);
      return detail(req.params.id);
    },
  );

  app.post(
    '/staff/orders/:id/refund',
    {
      onRequest: requireStaffRole('owner', 'manager'),
      schema: {
        tags,
        security,
        summary:
          'Refunds what the ledger owes back: online payments through the gateway, else at the counter',
        params,
        body: RefundActionSchema,
        response: { ...answer, 503: ErrorSchema },
      },
    },
    async (req) => {
      await refundOrder(deps, staffAct(req), req.params.id, req.body);
      return detail(req.params.id);
    },
  );

  app.post(
    '/staff/orders/:id/cancel',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: "Cancels the order on the customer's behalf, under the customer's cancellation policy",
        params,
        body: CancelActionSchema,
        response: answer,
      },
    },
    async (req) => {
      await cancelForCustomer(deps, staffAct(req), req.params.id);
      return detail(req.params.id);
    },
  );

  app.post(
    '/staff/orders/:id/payments',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: 'Records money taken at the counter (UPI, cash or card, with a reference)',
        description:
          "With `useCredit` the customer's store credit pays what it can of the amount first " +
          '(oldest grant first); the rest is the counter money. Audited with what credit paid.',
        params,
        body: CounterPaymentSchema,
        response: answer,
      },
    },
    async (req) => {
      await recordCounterPayment(deps, staffAct(req), req.params.id, req.body);
      return detail(req.params.id);
    },
  );

  app.post(
    '/staff/orders/:id/payment-link',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: 'Opens a gateway payment for what is due; the customer pays it on the payment page',
        params,
        response: { 200: PaymentLinkSchema, ...errors, 503: ErrorSchema },
      },
    },
    async (req) => sendPaymentLink(deps, staffAct(req), req.params.id),
  );
};
