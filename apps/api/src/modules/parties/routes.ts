import {
  CreatePartySchema,
  PartyChoiceResultSchema,
  PartyChoiceSchema,
  PartyPayAllQuoteSchema,
  PartyPayAllResultSchema,
  PartyPayAllSchema,
  PartyPayAllStartSchema,
  PartyPayAllVerifySchema,
  PartyPaymentSchema,
  PartyRemindersResultSchema,
  PartySchema,
  VerifyPaymentSchema,
} from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, privateErrors, security } from '../../lib/route-common.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { IdempotencyHeaders } from '../orders/index.ts';
import {
  hasLocalPaymentPage,
  LocalPageAnswerSchema,
  paymentByGatewayOrder,
  paymentDeps,
} from '../payments/index.ts';
import { chooseForParty } from './choice.ts';
import { completeOrganiserLocalPayment, payForMember, verifyOrganiserPayment } from './organiser-pay.ts';
import { createParty, joinParty, partyByCode, partyView } from './parties.ts';
import { openPayAll, payAllQuote, verifyPayAll } from './pay-all.ts';
import { remindMembers } from './reminders.ts';

const tags = ['parties'];
const CodeParams = z.object({ code: z.string().max(40) });
const errors = { ...privateErrors, 403: ErrorSchema, 409: ErrorSchema };

/** Wedding parties: the organiser's party, its share link, members' choices and payments. */
export const partyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentDeps(app);

  app.post(
    '/parties',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Creates a wedding party; the organiser is its first member and gets its share link',
        body: CreatePartySchema,
        response: { 201: PartySchema, ...privateErrors },
      },
    },
    async (req, reply) => {
      const userId = currentUser(req).id;
      const party = await createParty(app.db, userId, req.body, app.deps.now());
      return reply.status(201).send(await partyView(app.db, party, userId));
    },
  );

  app.get(
    '/parties/:code',
    {
      schema: {
        tags,
        summary:
          "The party behind a share link: name, date, theme and pieces for anyone; members' first " +
          "names for members; each member's chosen, measured and paid for the organiser",
        params: CodeParams,
        response: { 200: PartySchema, 404: ErrorSchema },
      },
    },
    async (req) => partyView(app.db, await partyByCode(app.db, req.params.code), req.user?.id ?? null),
  );

  app.post(
    '/parties/:code/join',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'The logged-in customer joins the party from its link (again: no change)',
        params: CodeParams,
        response: { 200: PartySchema, ...privateErrors },
      },
    },
    async (req) => {
      const userId = currentUser(req).id;
      const party = await partyByCode(app.db, req.params.code);
      await joinParty(app.db, party, userId, app.deps.now());
      return partyView(app.db, party, userId);
    },
  );

  app.post(
    '/parties/:code/choice',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary:
          "A member's piece and sizes for the party's date, placed as their own order with the " +
          "group's discount; the piece is held while they (or the organiser) pay",
        params: CodeParams,
        headers: IdempotencyHeaders,
        body: PartyChoiceSchema,
        response: { 201: PartyChoiceResultSchema, ...errors, 503: ErrorSchema },
      },
    },
    async (req, reply) => {
      const party = await partyByCode(app.db, req.params.code);
      const key = req.headers['idempotency-key'];
      const result = await chooseForParty(deps, party, currentUser(req).id, req.body, key);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/parties/:code/members/:memberId/pay',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: "The organiser opens one payment for a member's booking advance",
        params: CodeParams.extend({ memberId: z.string().max(100) }),
        response: { 200: PartyPaymentSchema, ...errors, 503: ErrorSchema },
      },
    },
    async (req) => {
      const party = await partyByCode(app.db, req.params.code);
      return payForMember(deps, party, currentUser(req).id, req.params.memberId);
    },
  );

  app.post(
    '/parties/:code/pay/verify',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: "Checks the organiser's widget result; the member's order is paid, once",
        params: CodeParams,
        body: VerifyPaymentSchema,
        response: { 200: PartySchema, ...errors, 402: ErrorSchema },
      },
    },
    async (req) => {
      const userId = currentUser(req).id;
      const party = await partyByCode(app.db, req.params.code);
      await verifyOrganiserPayment(deps, party, userId, req.body);
      return partyView(app.db, party, userId);
    },
  );

  app.get(
    '/parties/:code/pay-all',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary:
          'What paying for everyone would pay now: each member whose choice is held and unpaid with ' +
          'their advance, the total, and who is left out and why (organiser only)',
        params: CodeParams,
        response: { 200: PartyPayAllQuoteSchema, ...errors },
      },
    },
    async (req) => payAllQuote(deps, await partyByCode(app.db, req.params.code), currentUser(req).id),
  );

  app.post(
    '/parties/:code/pay-all',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary:
          'The organiser opens ONE payment for the advances of the members they saw in the quote; ' +
          '409 when who it covers changed meanwhile',
        params: CodeParams,
        body: PartyPayAllSchema,
        response: { 200: PartyPayAllStartSchema, ...errors, 503: ErrorSchema },
      },
    },
    async (req) =>
      openPayAll(deps, await partyByCode(app.db, req.params.code), currentUser(req).id, req.body),
  );

  app.post(
    '/parties/:code/pay-all/verify',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary:
          "Checks the organiser's payment for everyone; each covered member's order is paid, once, " +
          'and a part that cannot be booked any more goes back on its own',
        params: CodeParams,
        body: PartyPayAllVerifySchema,
        response: { 200: PartyPayAllResultSchema, ...errors, 402: ErrorSchema },
      },
    },
    async (req) => {
      const party = await partyByCode(app.db, req.params.code);
      const group = await paymentByGatewayOrder(app.db, deps, req.body.gatewayOrderId);
      return verifyPayAll(deps, party, currentUser(req).id, req.body, group);
    },
  );

  app.post(
    '/parties/:code/reminders',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'The organiser reminds members who have not chosen or paid (at most once a day each)',
        params: CodeParams,
        response: { 200: PartyRemindersResultSchema, ...errors },
      },
    },
    async (req) => {
      const party = await partyByCode(app.db, req.params.code);
      return remindMembers(app.db, party, currentUser(req).id, app.deps.now());
    },
  );

  if (!hasLocalPaymentPage(deps)) return;

  app.post(
    '/parties/:code/pay/local',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary:
          "Local gateway only: the payment page pays or fails the organiser's payment for a member " +
          'or for everyone',
        params: CodeParams,
        body: z.object({ gatewayOrderId: z.string().min(1).max(100), outcome: z.enum(['pay', 'fail']) }),
        response: { 200: LocalPageAnswerSchema, ...errors },
      },
    },
    async (req) => {
      const party = await partyByCode(app.db, req.params.code);
      return completeOrganiserLocalPayment(deps, party, currentUser(req).id, req.body);
    },
  );
};
