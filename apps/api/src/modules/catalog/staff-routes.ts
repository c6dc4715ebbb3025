import {
  BulkPriceResultSchema,
  BulkPriceSchema,
  MovePieceSchema,
  PhotoOrderSchema,
  PieceFormSchema,
  RetirePieceSchema,
  StaffPieceListSchema,
  StaffPieceQuerySchema,
  StaffPieceSchema,
} from '@vastra/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, IdParams, security, staffErrors } from '../../lib/route-common.ts';
import { anyStaff, currentStaff, requireStaffRole } from '../../plugins/staff-auth.ts';
import { bulkPrice } from './staff-bulk-price.ts';
import { addPhoto, deletePhoto, orderPhotos } from './staff-piece-photos.ts';
import { movePiece, type PieceAct, retirePiece } from './staff-piece-status.ts';
import { createPiece, updatePiece } from './staff-piece-write.ts';
import { listPieces, pieceDetail } from './staff-pieces.ts';

const tags = ['staff'];
const errors = staffErrors;
const params = IdParams;
const PhotoParams = params.extend({ photo: z.string().max(64) });
/** Creating pieces, prices, photos, moves and retiring: owners everywhere, managers at their branches. */
const managers = requireStaffRole('owner', 'manager');
const answer = { 200: StaffPieceSchema, ...errors, 409: ErrorSchema } as const;
const PhotoForm = z
  .object({ photo: z.any().describe('One JPEG or PNG photo, at most 12 MB') })
  .partial()
  .nullish();

const act = (req: FastifyRequest): PieceAct => ({
  who: currentStaff(req),
  ip: req.ip,
  now: req.server.deps.now(),
});

/** The inventory: pieces, their photos and prices, moves between branches, retiring into a sale. */
export const catalogStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const detail = (req: FastifyRequest, id: number) =>
    pieceDetail(app.db, currentStaff(req), id, app.deps.now());

  app.get(
    '/staff/pieces',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: "Pieces of the staff member's branches: search by code or name, filters, sort and paging",
        querystring: StaffPieceQuerySchema,
        response: { 200: StaffPieceListSchema, ...errors },
      },
    },
    async (req) => listPieces(app.db, currentStaff(req), req.query, app.deps.now()),
  );

  app.post(
    '/staff/pieces',
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: 'Adds a piece (rental or pre-used sale) with the next code of its category',
        body: PieceFormSchema,
        response: { 201: StaffPieceSchema, ...errors },
      },
    },
    async (req, reply) => {
      const id = await createPiece(app.db, req.body, act(req));
      return reply.status(201).send(await detail(req, id));
    },
  );

  app.post(
    '/staff/pieces/bulk-price',
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: 'Changes the price of every piece a filter finds by a percent or an amount (or previews it)',
        body: BulkPriceSchema,
        response: { 200: BulkPriceResultSchema, ...errors },
      },
    },
    async (req) => bulkPrice(app.db, req.body, act(req)),
  );

  app.get(
    '/staff/pieces/:id',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        security,
        summary: 'One piece with its photos, blocks, bookings to come and sale listing',
        params,
        response: { 200: StaffPieceSchema, ...errors },
      },
    },
    async (req) => detail(req, req.params.id),
  );

  app.put(
    '/staff/pieces/:id',
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: 'Saves every field of a piece',
        params,
        body: PieceFormSchema,
        response: answer,
      },
    },
    async (req) => {
      await updatePiece(app.db, req.params.id, req.body, act(req));
      return detail(req, req.params.id);
    },
  );

  app.post(
    '/staff/pieces/:id/photos',
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: 'Adds a photo (multipart, JPEG or PNG from a phone or a PC); storefront variants are made',
        consumes: ['multipart/form-data'],
        params,
        body: PhotoForm,
        response: { 201: StaffPieceSchema, ...errors },
      },
    },
    async (req, reply) => {
      const deps = { db: app.db, storage: app.deps.storage, pictures: app.deps.pictures };
      await addPhoto(deps, req, req.params.id, act(req));
      return reply.status(201).send(await detail(req, req.params.id));
    },
  );

  app.put(
    '/staff/pieces/:id/photos',
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: "Puts the piece's photos in a new order; the first is the main one",
        params,
        body: PhotoOrderSchema,
        response: answer,
      },
    },
    async (req) => {
      await orderPhotos(app.db, req.params.id, req.body.photos, act(req));
      return detail(req, req.params.id);
    },
  );

  app.delete(
    '/staff/pieces/:id/photos/:photo',
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: 'Removes a photo from the piece',
        params: PhotoParams,
        response: answer,
      },
    },
    async (req) => {
      await deletePhoto({ db: app.db, storage: app.deps.storage }, req.params.id, req.params.photo, act(req));
      return detail(req, req.params.id);
    },
  );

  app.post(
    '/staff/pieces/:id/move',
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary: 'Sends the piece to another branch, arriving on a day; earlier bookings stay at the old one',
        params,
        body: MovePieceSchema,
        response: answer,
      },
    },
    async (req) => {
      await movePiece(app.db, req.params.id, req.body, act(req));
      return detail(req, req.params.id);
    },
  );

  app.post(
    '/staff/pieces/:id/retire',
    {
      onRequest: managers,
      schema: {
        tags,
        security,
        summary:
          'Retires a rental piece (refused with bookings to come), optionally into a pre-used sale listing',
        params,
        body: RetirePieceSchema,
        response: answer,
      },
    },
    async (req) => {
      await retirePiece(app.db, req.params.id, req.body, act(req));
      return detail(req, req.params.id);
    },
  );
};
