import { defineJob } from '../../queue/jobs.ts';
import { queueCreditReminders } from './credit-reminders.ts';
import { queueDueReminders } from './reminders.ts';
import { channelsFor, dueMessageIds, sendMessage } from './send.ts';

/** One message: sent through its channel, retried with backoff (30 s, 1 min, 2 min…) up to 5 times. */
export const sendMessageJob = defineJob<{ messageId: string }>({
  name: 'notifications-send',
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
  // Up to 20 messages per fetch: a worker fetches once per polling interval.
  batchSize: 20,
  async handle(ctx, data, attempt) {
    await sendMessage(
      ctx.db,
      channelsFor(ctx.env, ctx.db, ctx.log),
      ctx.env.PUBLIC_URL,
      data.messageId,
      attempt,
      ctx.now(),
    );
  },
});

/**
 * Every minute (and when a step asks): hands each queued message whose time has come to the
 * queue as its own job, named by the message's id so it is never queued twice.
 */
export const dispatchMessagesJob = defineJob({
  name: 'notifications-dispatch',
  cron: '* * * * *',
  retryLimit: 2,
  async handle(ctx) {
    const ids = await dueMessageIds(ctx.db, ctx.now());
    for (const messageId of ids) await ctx.send?.(sendMessageJob.name, { messageId }, { id: messageId });
  },
});

/**
 * Every 15 minutes: the rental and expiring-credit reminders whose moment has come (quiet hours
 * are kept when sending).
 */
export const remindersJob = defineJob({
  name: 'notifications-reminders',
  cron: '*/15 * * * *',
  retryLimit: 2,
  async handle(ctx) {
    await queueDueReminders(ctx.db, ctx.now());
    await queueCreditReminders(ctx.db, ctx.now());
  },
});
