import { defineJob } from '../../queue/jobs.ts';
import { releaseLapsedHolds } from './hold-jobs.ts';
import { retryLateRefunds } from './late-refund.ts';

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

/**
 * Every minute: payments that arrived after their pieces were taken and whose automatic refund
 * failed are refunded again (each is claimed first, so never twice).
 */
export const lateRefundsJob = defineJob({
  name: 'orders-retry-late-refunds',
  cron: '* * * * *',
  retryLimit: 2,
  expireInSeconds: 300,
  async handle(ctx) {
    await retryLateRefunds({ db: ctx.db, gateway: ctx.gateway, now: ctx.now });
  },
});
