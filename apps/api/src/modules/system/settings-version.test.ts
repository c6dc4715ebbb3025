import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectionOf } from '../../db/prepared.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { getSettings } from './settings.ts';

describe('the settings read for every request', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const setRentPct = (pct: number) =>
    sql`update settings set value = jsonb_set(value, '{advance,rentPct}', ${String(pct)}::jsonb),
      updated_at = clock_timestamp() where id = 1`;

  it('see a change written with plain SQL or in a transaction at the next read', async () => {
    const db = ctx.app.db;
    await db.execute(setRentPct(31));
    expect((await getSettings(db)).advance.rentPct).toBe(31);
    await db.execute(setRentPct(32));
    expect((await getSettings(db)).advance.rentPct).toBe(32);
    await db.transaction(async (tx) => {
      await tx.execute(setRentPct(33));
    });
    expect((await getSettings(db)).advance.rentPct).toBe(33);
    // A change rolled back is no change.
    await db
      .transaction(async (tx) => {
        await tx.execute(setRentPct(34));
        throw new Error('changed our mind');
      })
      .catch(() => undefined);
    expect((await getSettings(db)).advance.rentPct).toBe(33);
  });

  it('never keep the version a read saw while a change committed', async () => {
    const db = ctx.app.db;
    for (let pct = 40; pct < 90; pct++) {
      // A read already asking when the change is written, and one right after it.
      const before = getSettings(db);
      await db.execute(setRentPct(pct));
      await before;
      expect((await getSettings(db)).advance.rentPct).toBe(pct);
      expect((await Promise.all([getSettings(db), getSettings(db)])).map((s) => s.advance.rentPct)).toEqual([
        pct,
        pct,
      ]);
    }
  });

  it('on PGlite, ask the database nothing until a change is noticed', async (t) => {
    const db = ctx.app.db;
    const client = connectionOf(db);
    if (!(client instanceof PGlite)) return t.skip();
    await getSettings(db);
    const asked = vi.spyOn(client, 'query');
    for (let i = 0; i < 20; i++) await getSettings(db);
    expect(asked).not.toHaveBeenCalled();
    await db.execute(setRentPct(35));
    asked.mockClear();
    expect((await getSettings(db)).advance.rentPct).toBe(35);
    expect(asked).toHaveBeenCalled();
    asked.mockRestore();
  });
});
