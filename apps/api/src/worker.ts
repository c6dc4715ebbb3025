import pino from 'pino';
import { openAndMigrate } from './bootstrap.ts';
import { type Env, loadEnv } from './config/env.ts';
import { createPaymentGateway } from './integrations/payment/index.ts';
import { REDACT_PATHS } from './plugins/logging.ts';
import { openQueue } from './queue/queue.ts';
import { ALL_JOBS } from './queue/registry.ts';
import { startWorker } from './queue/worker.ts';

// A worker of its own (`npm run worker`), for shops that run several servers with WORKER=off:
// the same jobs as the inline worker, no HTTP. It needs PostgreSQL: the embedded database
// belongs to the one server process that opened it.
let env: Env;
try {
  env = loadEnv();
  if (!env.DATABASE_URL)
    throw new Error(
      'npm run worker needs DATABASE_URL (PostgreSQL); the embedded database runs its jobs inline',
    );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
const log = pino({
  level: env.LOG_LEVEL,
  redact: { paths: REDACT_PATHS, censor: '[redacted]' },
});
const database = await openAndMigrate(env);
const queue = await openQueue(database, { maintenanceSeconds: env.QUEUE_MAINTENANCE_SECONDS, log });
const gateway = createPaymentGateway(env);
const stop = await startWorker(
  queue,
  { db: database.db, env, now: () => new Date(), log, gateway },
  ALL_JOBS,
);
log.info({ jobs: ALL_JOBS.map((j) => j.name) }, 'worker started');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'worker stopping');
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  await stop();
  await queue.stop({ graceful: true, timeout: 10_000, wait: true, close: true });
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
