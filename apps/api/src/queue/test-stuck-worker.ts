// Used by queue.test.ts: a worker that claims one job and hangs, to be killed with SIGKILL.
import pino from 'pino';
import { openDatabase } from '../db/client.ts';
import { defineJob } from './jobs.ts';
import { openQueue } from './queue.ts';
import { startWorker } from './worker.ts';

const silent = pino({ level: 'silent' });
const database = await openDatabase({ url: process.env.QUEUE_TEST_URL });
const queue = await openQueue(database, { maintenanceSeconds: 1, log: silent });
const hang = defineJob<{ tag: string }>({
  name: 'test-stuck',
  expireInSeconds: 2,
  retryLimit: 3,
  retryDelaySeconds: 1,
  async handle() {
    process.stdout.write('claimed\n');
    await new Promise(() => {});
  },
});
await startWorker(
  queue,
  { db: database.db, env: {} as never, now: () => new Date(), log: silent, gateway: {} as never },
  [hang],
  {
    pollingIntervalSeconds: 0.5,
  },
);
await queue.send('test-stuck', { tag: 'only-once' });
