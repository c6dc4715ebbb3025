import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseUrl } from '../test-support/template.ts';
import { type Database, openDatabase } from './client.ts';

const url = testDatabaseUrl();

describe.skipIf(!url)('the PostgreSQL pool', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ url: url!, poolSize: 1 });
  });
  afterAll(async () => {
    await database.close();
  });

  const backend = async () =>
    Number((await database.db.execute(sql`select pg_backend_pid() as pid`)).rows[0]!.pid);

  it('keeps its connection when the server refuses a statement, and replaces one the server ends', async () => {
    const first = await backend();
    // drizzle wraps the server's error; its cause is what PostgreSQL said.
    await expect(database.db.execute(sql`select 1 / 0`)).rejects.toMatchObject({
      cause: { code: '22012' },
    });
    await expect(database.db.execute(sql`select (select 1 union all select 2)`)).rejects.toMatchObject({
      cause: { code: '21000' },
    });
    expect(await backend()).toBe(first);

    await expect(database.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`)).rejects.toThrow();
    // A lost connection counts as the database being down until a probe gets through.
    const next = await vi.waitFor(backend, { timeout: 10_000, interval: 100 });
    expect(next).not.toBe(first);
    expect(await backend()).toBe(next);
  });

  it('keeps an idle connection through five quiet minutes: the next request meets the same backend', async () => {
    const first = await backend();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // The connection goes back to the pool idle, and its idle timer starts, on the clock faked here.
      expect(await backend()).toBe(first);
      vi.advanceTimersByTime(5 * 60_000);
    } finally {
      vi.useRealTimers();
    }
    expect(await backend()).toBe(first);
  });
});
