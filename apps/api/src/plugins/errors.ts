import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/reachability.ts';
import { AppError, ERROR_STATUS, type ErrorCode, unauthenticated } from '../lib/errors.ts';
import { refusedBeforeSessionCheck } from './auth.ts';

/** Seconds a client should wait before trying again when the shop cannot answer now. */
const RETRY_AFTER_SECONDS = '5';

type ErrorBody = {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> } & Record<string, unknown>;
};

export function send(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  extra = {},
): ErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}), ...extra } };
}

/** Turns '/items/0/name' or 'querystring/minPrice' into 'items.0.name' / 'minPrice'. */
function fieldName(path: string): string {
  return path.replace(/^\/+/, '').replace(/\//g, '.') || 'body';
}

/**
 * One error shape for every failure ({ error: { code, message, fields? } }): validation errors
 * name their fields, known errors keep their code, anything unexpected is logged and answered 500
 * without details.
 */
/** A refusal of the request itself (its body, headers or format), before any handler ran. */
function isClientError(error: FastifyError): boolean {
  return (
    hasZodFastifySchemaValidationErrors(error) ||
    (error.statusCode !== undefined &&
      error.statusCode >= 400 &&
      error.statusCode < 500 &&
      error.statusCode !== 429)
  );
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(async (caught: FastifyError | AppError, request, reply) => {
    // A request refused before its route's own session check: a dead token answers 401 first.
    const error =
      !(caught instanceof AppError) &&
      isClientError(caught) &&
      (await refusedBeforeSessionCheck(app.db, request))
        ? unauthenticated()
        : caught;
    if (error instanceof AppError) {
      if (error.status === 503) reply.header('retry-after', RETRY_AFTER_SECONDS);
      // A refusal that knows when it lifts (too many codes asked for) says so in Retry-After too.
      const retry = error.extra?.retryAfterSeconds;
      if (typeof retry === 'number') reply.header('retry-after', String(retry));
      return reply.status(error.status).send(send(error.code, error.message, error.fields, error.extra));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send(send('UNAVAILABLE', 'The shop cannot answer just now. Please try again in a moment.'));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const zodPath = (issue.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path;
        const name = fieldName(issue.instancePath || (zodPath ?? []).map(String).join('/'));
        fields[name] ??= issue.message ?? `${name} is not valid.`;
      }
      const first = Object.values(fields)[0] ?? 'The request is not valid.';
      return reply.status(400).send(send('VALIDATION', first, fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send(send('RATE_LIMITED', error.message || 'Too many requests. Please try again later.'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, wrong content type, body too large...
      const code: ErrorCode =
        status === 404 ? 'NOT_FOUND' : status === 401 ? 'UNAUTHENTICATED' : 'VALIDATION';
      const message = status === 413 ? 'The file or request is too large.' : error.message;
      return reply.status(ERROR_STATUS[code] === status ? status : 400).send(send(code, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(send('INTERNAL', 'Something went wrong. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(send('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
});
