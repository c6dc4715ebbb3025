import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Env } from '../config/env.ts';

/** Request and error fields that hold personal data or secrets, censored in every log line. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-razorpay-signature"]',
  'res.headers["set-cookie"]',
  'body',
  'req.body',
  'query',
  'params',
  'values',
  'mobile',
  'otp',
  'token',
  'text',
  'to',
  'subject',
  'name',
  'address',
  '*.body',
  '*.mobile',
  '*.otp',
  '*.code',
  '*.token',
  '*.name',
  '*.firstName',
  '*.lastName',
  '*.email',
  '*.phone1',
  '*.phone2',
  '*.address',
  '*.building',
  '*.road',
  '*.params',
  '*.values',
  'err.detail',
  'err.parameters',
  'err.query',
  'err.cause.params',
  'err.cause.detail',
];

/** Query strings may carry a mobile number (e.g. ?mobile=…): log the path only. */
function pathOnly(url: string | undefined): string | undefined {
  return url?.split('?')[0];
}

/**
 * A database error's message can repeat the statement and its values (drizzle: "Failed query:
 * … params: 98200…"); the log keeps only the kind of failure and the SQL state.
 */
function safeError(err: Error & { code?: unknown; cause?: unknown }) {
  const cause = err.cause as { message?: unknown; code?: unknown } | undefined;
  const strip = (text: string) =>
    text.replace(/\n?params:[\s\S]*$/, '').replace(/\(([^()]*)\)=\([^)]*\)/g, '($1)=(…)');
  return {
    type: err.name,
    message: strip(String(err.message)),
    ...(typeof err.code === 'string' ? { code: err.code } : {}),
    ...(cause && typeof cause.message === 'string'
      ? {
          cause: {
            message: strip(cause.message),
            ...(typeof cause.code === 'string' ? { code: cause.code } : {}),
          },
        }
      : {}),
    stack: strip(String(err.stack ?? '')),
  };
}

/** The server's pino options: level, redaction, and serializers that leave out personal data. */
export function loggerOptions(env: Env, stream?: DestinationStream): FastifyServerOptions['logger'] {
  if (env.LOG_LEVEL === 'silent' && !stream) return false;
  return {
    level: env.LOG_LEVEL === 'silent' ? 'info' : env.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { method?: string; url?: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: pathOnly(req.url),
        id: req.id,
      }),
      err: safeError,
    },
  };
}
