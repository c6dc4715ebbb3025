import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { demoPictures } from '../demo/pictures.ts';
import { LocalStorage } from '../integrations/storage/index.ts';
import { testDatabaseUrl, withDatabase } from './template.ts';

/** A fresh copy of the seeded template database, private to the caller. */
export async function createTestDatabase(): Promise<Database> {
  const url = testDatabaseUrl();
  if (url) {
    const name = `vastra_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create database "${name}" template "${inject('pgTemplate')}"`);
    } finally {
      await admin.end();
    }
    const database = await openDatabase({ url: withDatabase(url, name), poolSize: 60 });
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists "${name}" with (force)`).catch(() => {});
        await cleanup.end();
      },
    };
  }
  const tar = await readFile(inject('pgliteTemplate'));
  return openDatabase({ loadDataDir: new Blob([tar]) });
}

export type TestContext = {
  app: App;
  database: Database;
  clock: { now: Date; set(iso: string): void; advance(ms: number): void };
  close: () => Promise<void>;
};

/**
 * The real app on a fresh database, with a clock the test controls and a scratch storage folder.
 * The demo shop's drawn pictures are on unless `demoPictures: false` (a shop with uploads only).
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: {
    demoPictures?: boolean;
    /** Where the log goes (with `LOG_LEVEL` in the overrides); nowhere by default. */
    logStream?: NodeJS.WritableStream;
    /** Adds routes before the app is ready (e.g. one that fails on purpose). */
    extend?: (app: App) => void;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const storageDir = join(tmpdir(), `vastra-storage-${randomUUID()}`);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STORAGE_DIR: storageDir,
    WEB_DIST: join(tmpdir(), 'no-web-dist'),
    ADMIN_DIST: join(tmpdir(), 'no-admin-dist'),
    // Tests change bookings and stock and look again at once; micro-cache.test.ts turns it on.
    CATALOG_CACHE_SECONDS: '0',
    ...overrides,
  });
  const clock = {
    now: new Date(),
    set(iso: string) {
      clock.now = new Date(iso);
    },
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const app = await buildApp({
    env,
    database,
    storage: new LocalStorage(storageDir),
    now: () => clock.now,
    ...(options.demoPictures === false ? {} : { pictures: demoPictures }),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await database.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
