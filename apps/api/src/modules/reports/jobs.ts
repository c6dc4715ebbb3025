import { defineJob } from '../../queue/jobs.ts';
import { recomputePeakSnapshot } from './peak-snapshot.ts';

/**
 * Every 10 minutes: the peak-date view's kept picture of the next 121 days is worked out again
 * (one process at a time; the rows are replaced in one transaction).
 */
export const peakSnapshotJob = defineJob({
  name: 'reports-peak-snapshot',
  cron: '*/10 * * * *',
  retryLimit: 1,
  retryDelaySeconds: 30,
  expireInSeconds: 300,
  async handle(ctx) {
    const started = Date.now();
    await recomputePeakSnapshot(ctx.db, ctx.now());
    ctx.log.info({ ms: Date.now() - started }, 'peak-date snapshot recomputed');
  },
});
