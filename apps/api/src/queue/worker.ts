import type { JobContext, JobDefinition } from './jobs.ts';
import type { Queue } from './queue.ts';

/** Scheduled jobs run on India's clock: "every day at 10:00" means 10:00 IST. */
const JOB_TIME_ZONE = 'Asia/Kolkata';

/** Makes sure each job's queue exists with its retry and expiry rules, and (re)sets its schedule. */
async function declareJobs(queue: Queue, definitions: readonly JobDefinition<never>[]): Promise<void> {
  for (const job of definitions) {
    const rules = {
      name: job.name,
      retryLimit: job.retryLimit ?? 5,
      retryDelay: job.retryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds ?? 300,
    };
    await queue.createQueue(job.name, rules);
    await queue.updateQueue(job.name, rules);
    if (job.cron) await queue.schedule(job.name, job.cron, {}, { tz: JOB_TIME_ZONE });
    else await queue.unschedule(job.name);
  }
}

/**
 * Works on every declared job in this process until stopped. Several processes may work at once:
 * each job is claimed by one of them (pg-boss fetches with SKIP LOCKED). A handler that throws
 * leaves the job to be retried with backoff; the error is logged.
 */
export async function startWorker(
  queue: Queue,
  ctx: JobContext,
  definitions: readonly JobDefinition<never>[],
  opts: { pollingIntervalSeconds?: number } = {},
): Promise<() => Promise<void>> {
  await declareJobs(queue, definitions);
  const workIds: string[] = [];
  for (const job of definitions) {
    const id = await queue.work<object>(
      job.name,
      {
        pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2,
        batchSize: job.batchSize ?? 1,
        includeMetadata: true,
      },
      async (batch) => {
        for (const claimed of batch) {
          const attempt = { id: claimed.id, retryCount: claimed.retryCount, retryLimit: claimed.retryLimit };
          try {
            await job.handle(withSend(queue, ctx), claimed.data as never, attempt);
          } catch (err) {
            ctx.log.error({ err, job: job.name, jobId: claimed.id }, 'job failed; it will be retried');
            if (batch.length === 1) throw err;
            // Only this job of the batch is failed (and retried); the others complete.
            await queue.fail(job.name, claimed.id, {
              message: err instanceof Error ? err.message : String(err),
            });
          }
        }
      },
    );
    workIds.push(id);
  }
  return async () => {
    for (const id of workIds) await queue.offWork({ id });
  };
}

/** The context a handler gets, able to send follow-up jobs on the same queue. */
function withSend(queue: Queue, ctx: JobContext): JobContext {
  return {
    ...ctx,
    send: async (name, data, options = {}) => {
      await queue.send(name, data, {
        ...(options.id ? { id: options.id } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      });
    },
  };
}
