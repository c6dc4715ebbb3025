import { PHOTO_MESSAGE, PHOTO_RULES, PhotoResultSchema } from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, privateErrors } from '../../lib/error-schema.ts';
import { readUpload } from '../../lib/uploads.ts';
import { currentUser } from '../../plugins/auth.ts';
import { deletePhoto, getPhoto, savePhoto } from './photos.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

/** Documents the multipart form for /api/docs; the handler reads the parts (the parsed body is null). */
const PhotoForm = z
  .object({ photo: z.any().describe('JPG, GIF or PNG, at most 800 KB (checked by content)') })
  .nullish();

/** PUT/GET/DELETE /api/me/photo: the dashboard's profile photo, served to its owner only. */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.deps.storage };

  app.put(
    '/me/photo',
    {
      schema: {
        tags,
        security,
        summary: 'Uploads the profile photo (multipart/form-data); stored as a 400x400 WebP',
        consumes: ['multipart/form-data'],
        body: PhotoForm,
        response: { 200: PhotoResultSchema, 400: ErrorSchema, ...privateErrors },
      },
    },
    async (req) => {
      const { file } = await readUpload(req, {
        field: 'photo',
        maxBytes: PHOTO_RULES.maxBytes,
        message: PHOTO_MESSAGE,
      });
      return { photoUrl: await savePhoto(deps, currentUser(req).id, file?.data) };
    },
  );

  app.get(
    '/me/photo',
    {
      schema: {
        tags,
        security,
        summary: 'The profile photo (image/webp); 404 when none',
        querystring: z.object({ v: z.string().max(100).optional() }),
        response: { 200: z.any().describe('image/webp'), ...privateErrors },
      },
    },
    async (req, reply) => {
      const photo = await getPhoto(deps, currentUser(req).id);
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'private, max-age=0, must-revalidate')
        .send(photo.data);
    },
  );

  app.delete(
    '/me/photo',
    {
      schema: {
        tags,
        security,
        summary: 'Resets the profile photo',
        response: { 204: z.null().describe('Removed'), ...privateErrors },
      },
    },
    async (req, reply) => {
      await deletePhoto(deps, currentUser(req).id);
      return reply.status(204).send(null);
    },
  );
};
