import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test-support/app.ts';
import { signal } from '../test-support/signal.ts';
import { testDatabaseUrl } from '../test-support/template.ts';
import type { Database } from './client.ts';
import { retriedTransaction } from './tx.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table tx_probe (id int primary key, n int not null)`);
});
afterAll(async () => {
  await database?.close();
});

async function probe(): Promise<number[]> {
  const rows = await database.db.execute<{ n: number }>(sql`select n from tx_probe order by id`);
  return rows.rows.map((row) => row.n);
}

/** What drizzle throws for a statement PostgreSQL refused with this SQLSTATE. */
const refused = (code: string) => Object.assign(new Error('Failed query'), { cause: { code } });

describe('a transaction the database rolled back whole', () => {
  it('runs again after a deadlock or a serialisation failure, and keeps only the run that committed', async () => {
    await database.db.execute(sql`delete from tx_probe`);
    let runs = 0;
    const result = await retriedTransaction(database.db, async (tx) => {
      runs++;
      await tx.execute(sql`insert into tx_probe values (${runs}, ${runs})`);
      if (runs === 1) throw refused('40P01');
      if (runs === 2) throw refused('40001');
      return 'placed';
    });
    expect(result).toBe('placed');
    expect(runs).toBe(3);
    expect(await probe()).toEqual([3]);
  });

  it('gives up after three runs, and never runs again a refusal of the request itself', async () => {
    await database.db.execute(sql`delete from tx_probe`);
    let runs = 0;
    const always = retriedTransaction(database.db, async () => {
      runs++;
      throw refused('40P01');
    });
    await expect(always).rejects.toMatchObject({ cause: { code: '40P01' } });
    expect(runs).toBe(3);

    runs = 0;
    const overlapping = retriedTransaction(database.db, async (tx) => {
      runs++;
      await tx.execute(sql`insert into tx_probe values (1, 1)`);
      throw refused('23P01');
    });
    await expect(overlapping).rejects.toMatchObject({ cause: { code: '23P01' } });
    expect(runs).toBe(1);
    expect(await probe()).toEqual([]);
  });
});

describe.skipIf(!testDatabaseUrl())('a real deadlock on PostgreSQL', () => {
  it('the transaction PostgreSQL ends runs again and commits; the other one commits too', async () => {
    const { db } = database;
    await db.execute(sql`delete from tx_probe`);
    await db.execute(sql`insert into tx_probe values (1, 0), (2, 0)`);
    let runs = 0;
    const oneTaken = signal();
    const twoTaken = signal();
    const lock = (id: number) => sql`select id from tx_probe where id = ${id} for update`;

    // Row 1 then row 2 here, row 2 then row 1 there: each waits for the other.
    const first = retriedTransaction(db, async (tx) => {
      runs++;
      await tx.execute(lock(1));
      if (runs === 1) {
        oneTaken.send();
        await twoTaken.done;
      }
      await tx.execute(lock(2));
      await tx.execute(sql`update tx_probe set n = n + 1`);
      return runs;
    });
    const second = db.transaction(async (tx) => {
      await oneTaken.done;
      await tx.execute(lock(2));
      twoTaken.send();
      // Once the first waits (its deadlock check comes first, so it is the one ended), ask for row 1.
      await vi.waitFor(
        async () => {
          const waiting = await db.execute<{ n: number }>(
            sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
          );
          expect(waiting.rows[0]?.n).toBe(1);
        },
        { timeout: 5_000, interval: 20 },
      );
      await tx.execute(lock(1));
      await tx.execute(sql`update tx_probe set n = n + 10`);
    });

    const [firstRuns] = await Promise.all([first, second]);
    expect(firstRuns).toBe(2);
    expect(await probe()).toEqual([11, 11]);
  });
});
