import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { startHoldReleaser } from './hold-jobs.ts';

/** Lapsed holds are released every minute by whichever processes run; tests call it directly. */
export const holdReleaser: FastifyPluginAsync = fp(async (app) => {
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    if (app.deps.env.NODE_ENV !== 'test') stop = startHoldReleaser(app.db, () => app.deps.now(), app.log);
  });
  app.addHook('onClose', async () => stop?.());
});
