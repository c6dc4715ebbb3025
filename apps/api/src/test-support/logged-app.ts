import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { type App, buildApp } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { LocalStorage } from '../integrations/storage/index.ts';
import { createTestDatabase } from './app.ts';

export type LoggedApp = {
  app: App;
  /** What the server wrote to its log, line by line; empty it to watch from a moment on. */
  lines: string[];
  close: () => Promise<void>;
};

/**
 * A server at LOG_LEVEL info whose log is captured instead of printed. `extend` adds routes before
 * the app is ready (e.g. one that fails on purpose).
 */
export async function createLoggedApp(extend?: (app: App) => void): Promise<LoggedApp> {
  const lines: string[] = [];
  const capture = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const database: Database = await createTestDatabase();
  const storageDir = join(tmpdir(), `vastra-logs-${randomUUID()}`);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    STORAGE_DIR: storageDir,
    WEB_DIST: join(tmpdir(), 'no-web-dist'),
  });
  const app = await buildApp({
    env,
    database,
    storage: new LocalStorage(storageDir),
    now: () => new Date(),
    logStream: capture,
  });
  extend?.(app);
  await app.ready();
  return {
    app,
    lines,
    close: async () => {
      await app.close();
      await database.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
