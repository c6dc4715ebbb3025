import { findUnsafeText, TEXT_MESSAGE } from '@vastra/shared/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.ts';

/**
 * Before any route's own validation: a NUL character or a lone UTF-16 surrogate anywhere in the
 * path parameters, the query or a JSON body is a 400 naming the field. The database cannot store
 * either, and no field of the shop has a use for them; routes with their own plain strings are
 * covered too.
 */
export const hostileInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnsafeText(part);
      if (field !== null) throw badRequest(TEXT_MESSAGE, { [field || 'body']: TEXT_MESSAGE });
    }
  });
});
