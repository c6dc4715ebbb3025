import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { appGateway } from '../modules/payments/index.ts';
import { ALL_JOBS } from './registry.ts';
import { startWorker } from './worker.ts';

/**
 * With a queue given (AppDeps.queue) and WORKER=inline, this server also works on the shop's
 * background jobs once it is ready, and stops working on them when it closes.
 */
export const queueWorkerPlugin: FastifyPluginAsync = fp(async (app) => {
  const { queue, env } = app.deps;
  if (!queue || env.WORKER !== 'inline') return;
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    const gateway = appGateway(app);
    stop = await startWorker(
      queue,
      { db: app.db, env, now: () => app.deps.now(), log: app.log, gateway },
      ALL_JOBS,
    );
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
});
