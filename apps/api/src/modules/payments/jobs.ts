import { defineJob } from '../../queue/jobs.ts';
import { reconcilePayments } from './reconcile.ts';

/** Every 5 minutes: payments still open after 15 minutes are settled from what the gateway says. */
export const reconcilePaymentsJob = defineJob({
  name: 'payments-reconcile',
  cron: '*/5 * * * *',
  retryLimit: 2,
  expireInSeconds: 600,
  async handle(ctx) {
    await reconcilePayments({ db: ctx.db, gateway: ctx.gateway, now: ctx.now });
  },
});
