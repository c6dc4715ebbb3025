import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Env } from './config/env.ts';
import { type Database, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedPincodes } from './modules/location/index.ts';
import { ensureSettings } from './modules/system/index.ts';

/** Opens the configured database and brings it up to date. */
export async function openAndMigrate(env: Env): Promise<Database> {
  if (!env.DATABASE_URL) await mkdir(resolve(env.DATA_DIR), { recursive: true });
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : resolve(env.DATA_DIR, 'pglite'),
    poolSize: env.DATABASE_POOL_SIZE,
    timeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
  });
  await runMigrations(database);
  await ensureSettings(database.db);
  // Reference data, not demo data: loaded (or refreshed) whatever SEED_DEMO says.
  await seedPincodes(database.db);
  return database;
}
