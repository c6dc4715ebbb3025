import { defineJob } from '../../queue/jobs.ts';
import { lapseExtensions } from './hold.ts';

/** Every minute: extensions not paid within the hold time give their days back. */
export const lapseExtensionsJob = defineJob({
  name: 'extensions-lapse-unpaid',
  cron: '* * * * *',
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInSeconds: 120,
  async handle(ctx) {
    const lapsed = await lapseExtensions(ctx.db, ctx.now());
    if (lapsed > 0) ctx.log.info({ lapsed }, 'unpaid extensions lapsed');
  },
});
