import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { paymentDeps } from '../payments/index.ts';
import { startHoldReleaser } from './hold-jobs.ts';
import { retryLateRefunds } from './late-refund.ts';

/**
 * Lapsed holds are released, and late payments whose refund failed are tried again, every
 * minute by whichever processes run; tests call both directly.
 */
export const holdReleaser: FastifyPluginAsync = fp(async (app) => {
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    if (app.deps.env.NODE_ENV !== 'test') {
      const refunds = () => retryLateRefunds(paymentDeps(app));
      stop = startHoldReleaser(app.db, () => app.deps.now(), app.log, refunds);
    }
  });
  app.addHook('onClose', async () => stop?.());
});
