import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.ts';

/** The header a browser test sends to be answered as if it were another moment. */
const DEV_CLOCK_HEADER = 'x-dev-clock';
const BAD_CLOCK = 'X-Dev-Clock must be a date and time with its zone, e.g. 2026-12-24T10:00:00+05:30';
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant a full ISO date-time names, or null (no zone, or a day the calendar lacks). */
function readInstant(value: string): Date | null {
  const match = ISO_INSTANT.exec(value);
  if (!match) return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  const zone = match[3] === 'Z' ? '+00:00' : (match[3] ?? '+00:00');
  const offsetMinutes =
    (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4)));
  // 2027-02-30 would roll over to March: the wall-clock day must be the one written.
  const wallDay = new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
  return wallDay === value.slice(0, 10) ? at : null;
}

/**
 * With DEV_CLOCK on (never in production), a request carrying `X-Dev-Clock: <instant>` is
 * answered as if that were now: the shop's clock (`deps.now`) reads the instant for that request
 * and everything it starts, and for no other request. A browser test can so walk one order through
 * its days (handed over on its delivery day, returned a day late) while other tests keep today.
 */
export const devClockPlugin = fp(async (app: FastifyInstance) => {
  if (!app.deps.env.DEV_CLOCK || app.deps.env.NODE_ENV === 'production') return;
  const moment = new AsyncLocalStorage<Date>();
  const realNow = app.deps.now;
  app.deps.now = () => moment.getStore() ?? realNow();
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers[DEV_CLOCK_HEADER];
    if (header === undefined) return done();
    const value = Array.isArray(header) ? header[0] : header;
    const at = value ? readInstant(value) : null;
    if (!at) return done(badRequest(BAD_CLOCK));
    moment.run(at, done);
  });
});
