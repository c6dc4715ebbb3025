import {
  DOCUMENT_FILE_MESSAGE,
  DOCUMENT_RULES,
  DocumentListSchema,
  DocumentSchema,
  DocumentTypeSchema,
} from '@vastra/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentKey } from '../../lib/crypto.ts';
import { ErrorSchema, privateErrors } from '../../lib/error-schema.ts';
import { readUpload } from '../../lib/uploads.ts';
import { currentUser } from '../../plugins/auth.ts';
import { deleteDocument, listDocuments, readDocumentFile, uploadDocument } from './documents.ts';

const tags = ['account'];
const security = [{ bearer: [] }];
const IdParams = z.object({ id: z.string().max(64) });

/** Documents the multipart form for /api/docs; the handler reads the parts (the parsed body is null). */
const DocumentForm = z
  .object({
    type: DocumentTypeSchema,
    file: z.any().describe('JPEG, PNG or PDF, at most 5 MB (checked by content)'),
  })
  .nullish();

/** Content-Disposition that survives any file name (RFC 6266 / 5987), always a download. */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'document';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename || 'document')}`;
}

/** /api/me/documents: the customer's ID documents; files are encrypted and served to the owner only. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = documentKey(app.deps.env);
  const deps = () => ({ db: app.db, storage: app.deps.storage, key, now: app.deps.now() });

  app.get(
    '/me/documents',
    {
      schema: {
        tags,
        security,
        summary: "The customer's documents, newest first",
        response: { 200: DocumentListSchema, ...privateErrors },
      },
    },
    async (req) => ({ items: await listDocuments(app.db, currentUser(req).id) }),
  );

  app.post(
    '/me/documents',
    {
      schema: {
        tags,
        security,
        summary: 'Uploads a document (multipart/form-data: type, file)',
        consumes: ['multipart/form-data'],
        body: DocumentForm,
        response: { 201: DocumentSchema, 400: ErrorSchema, ...privateErrors },
      },
    },
    async (req, reply) => {
      const upload = await readUpload(req, {
        field: 'file',
        maxBytes: DOCUMENT_RULES.maxBytes,
        message: DOCUMENT_FILE_MESSAGE,
      });
      return reply.status(201).send(await uploadDocument(deps(), currentUser(req).id, upload));
    },
  );

  app.get(
    '/me/documents/:id/file',
    {
      schema: {
        tags,
        security,
        summary: "The document's file (JPEG, PNG or PDF); another customer's id answers 404",
        params: IdParams,
        response: { 200: z.any().describe('The file'), ...privateErrors },
      },
    },
    async (req, reply) => {
      const file = await readDocumentFile(deps(), req.params.id, currentUser(req).id);
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-disposition', attachment(file.filename))
          .header('cache-control', 'private, no-store')
          // Never rendered as a page of the shop: not sniffed into HTML, no scripts, no requests.
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "sandbox; default-src 'none'")
          .send(file.data)
      );
    },
  );

  app.delete(
    '/me/documents/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a document and its file',
        params: IdParams,
        response: { 204: z.null().describe('Deleted'), ...privateErrors },
      },
    },
    async (req, reply) => {
      await deleteDocument(deps(), currentUser(req).id, req.params.id);
      return reply.status(204).send(null);
    },
  );
};
