import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicSettings } from './settings.ts';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), db: z.literal('ok') }),
          503: z.object({ status: z.literal('error'), db: z.literal('unreachable') }),
        },
      },
    },
    async (_request, reply) => {
      try {
        // A short timeout: a database that hangs is as down as one that refuses.
        await app.deps.database.ping(800);
        return { status: 'ok' as const, db: 'ok' as const };
      } catch {
        reply.header('retry-after', '5');
        return reply.status(503).send({ status: 'error' as const, db: 'unreachable' as const });
      }
    },
  );

  if (app.deps.env.BENCH_ROUTES && app.deps.env.NODE_ENV !== 'production') {
    // The ceiling for `npm run bench`: the same server answering a ready-made body of a given size.
    const bodies = new Map<number, string>();
    app.get(
      '/bench/ceiling',
      {
        schema: {
          hide: true,
          querystring: z.object({ bytes: z.coerce.number().int().min(2).max(1_000_000) }),
        },
      },
      async (req, reply) => {
        let body = bodies.get(req.query.bytes);
        if (!body) {
          body = JSON.stringify({ pad: 'x'.repeat(Math.max(0, req.query.bytes - 10)) });
          bodies.set(req.query.bytes, body);
        }
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );
  }

  app.get(
    '/settings/public',
    { schema: { tags: ['system'], summary: 'Business rules the pages show' } },
    async () => publicSettings(app.db, app.deps.env.PAYMENT_PROVIDER === 'local'),
  );
};
