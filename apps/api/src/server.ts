import { buildApp } from './app.ts';
import { openAndMigrate } from './bootstrap.ts';
import { type Env, loadEnv } from './config/env.ts';
import { seedDemoIfEmpty } from './demo/demo.ts';
import { demoPictures } from './demo/pictures.ts';
import { createStorage } from './integrations/storage/index.ts';
import { openQueue } from './queue/queue.ts';

// A wrong or unsafe setting stops the server before it opens anything, naming the variable.
let env: Env;
try {
  env = loadEnv();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
const database = await openAndMigrate(env);
const storage = createStorage(env);
if (env.SEED_DEMO) await seedDemoIfEmpty(database.db);
const queue = await openQueue(database, {
  maintenanceSeconds: env.QUEUE_MAINTENANCE_SECONDS,
  log: { error: (obj, msg) => process.stderr.write(`${msg}: ${JSON.stringify(obj)}\n`) },
});
const app = await buildApp({
  env,
  database,
  storage,
  queue,
  now: () => new Date(),
  // The demo shop's pictures are drawn on first request; a real shop serves its uploads only.
  ...(env.SEED_DEMO ? { pictures: demoPictures } : {}),
});

// Requests still being answered when a stop signal comes: the pool stays open until they finish.
let inFlight = 0;
app.addHook('onRequest', (_request, _reply, done) => {
  inFlight += 1;
  done();
});
app.addHook('onResponse', (_request, _reply, done) => {
  inFlight -= 1;
  done();
});
app.addHook('onRequestAbort', (_request, done) => {
  inFlight -= 1;
  done();
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await queue.stop({ graceful: true, timeout: 5_000, wait: true, close: true });
  for (let waited = 0; inFlight > 0 && waited < 5_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
