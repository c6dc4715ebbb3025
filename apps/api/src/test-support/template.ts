import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedDemoIfEmpty } from '../demo/demo.ts';
import { ensureSettings } from '../modules/system/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}

const TEMPLATE_DB = 'vastra_test_template';

/** Database URL of the PostgreSQL server under test, when the run targets one. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Vitest global setup: migrate and seed one template database for the whole run; each test file
 * then gets its own copy (epic-stack's "migrated once, copied per worker").
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const url = testDatabaseUrl();
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Copies of earlier runs first: a template cannot be dropped while copies are being made.
    const old = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'vastra_test_%'",
    );
    for (const row of old.rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
    await admin.query(`create database "${TEMPLATE_DB}"`);
    await admin.end();
    const database = await openDatabase({ url: withDatabase(url, TEMPLATE_DB) });
    await runMigrations(database);
    await ensureSettings(database.db);
    await seedDemoIfEmpty(database.db);
    await database.close();
    project.provide('pgTemplate', TEMPLATE_DB);
    project.provide('pgliteTemplate', '');
  } else {
    const database = await openDatabase({});
    await runMigrations(database);
    await ensureSettings(database.db);
    await seedDemoIfEmpty(database.db);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const path = join(tmpdir(), `vastra-template-${process.pid}.tar`);
    await writeFile(path, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('pgliteTemplate', path);
    project.provide('pgTemplate', '');
  }
  console.info(
    `test database template ready in ${Date.now() - started} ms (${url ? 'PostgreSQL' : 'PGlite'})`,
  );
}
