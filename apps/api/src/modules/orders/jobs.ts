import { defineJob } from '../../queue/jobs.ts';
import { releaseLapsedHolds } from './hold-jobs.ts';

/**
 * Every minute: unpaid orders past their hold expire and lapsed holds free their pieces. Safe to
 * run twice or in several processes at once (rows being worked on are skipped).
 */
export const releaseHoldsJob = defineJob({
  name: 'orders-release-lapsed-holds',
  cron: '* * * * *',
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInSeconds: 120,
  async handle(ctx) {
    const released = await releaseLapsedHolds(ctx.db, ctx.now());
    if (released.expiredOrders > 0 || released.releasedHolds > 0)
      ctx.log.info(released, 'lapsed holds released');
  },
});
