import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { send } from './errors.ts';
import { SCRIPT_LOADER_SOURCE } from './web-scripts.ts';

/** The Content-Security-Policy of every answer (pages, API, errors). */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  // The one inline script: a server-rendered page's loader of the app's code (record 36).
  scriptSrc: ["'self'", SCRIPT_LOADER_SOURCE, 'https://checkout.razorpay.com'],
  frameSrc: ["'self'", 'https://api.razorpay.com', 'https://www.youtube-nocookie.com'],
  connectSrc: ["'self'", 'https://lumberjack.razorpay.com'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  fontSrc: ["'self'", 'data:'],
  upgradeInsecureRequests: null,
};

const HELMET_OPTIONS = {
  contentSecurityPolicy: { directives: CSP_DIRECTIVES },
  crossOriginEmbedderPolicy: false,
} as const;

const rawHeaders = helmet(HELMET_OPTIONS);

/**
 * Helmet's headers, worked out once: they depend on the options alone. (`@fastify/helmet` built
 * helmet's middleware again on every request: 9 % of the server's time on an uncached listing.)
 */
const HEADERS: Record<string, string> = (() => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  rawHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
})();

/**
 * Fastify's answer to a URL it cannot even route (bad percent-encoding...): a 400 in the shared
 * error shape, with the same security headers as every other answer (no hook runs for it).
 */
export function sendBadUrl(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  rawHeaders(request.raw, reply.raw, () => {
    reply
      .status(400)
      .header('cache-control', 'no-store')
      .send(send('VALIDATION', 'The address of this request is not valid.'));
  });
}

/** An answer that belongs to one logged-in person: no browser or proxy may keep a copy. */
function isPrivate(request: FastifyRequest): boolean {
  return Boolean(request.headers.authorization || request.user);
}

/**
 * Security headers (helmet) on every answer, and `Cache-Control: no-store` on every answer to a
 * request that carries a login. Registered before anything that can fail, so error answers
 * carry the headers too.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(HEADERS);
    done();
  });
  app.addHook('onSend', async (request, reply: FastifyReply, payload) => {
    const current = String(reply.getHeader('cache-control') ?? '');
    if (isPrivate(request) && !/\bno-store\b/.test(current)) reply.header('cache-control', 'no-store');
    return payload;
  });
});
