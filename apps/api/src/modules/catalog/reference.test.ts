import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { getReference } from './reference.ts';

describe('the branches and categories each process keeps for 30 s', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await ctx.close();
  });

  it('stay the same while nothing changed, so listing cards are not made again; a renamed category shows after 30 s', async () => {
    const db = ctx.app.db;
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const first = await getReference(db);
    vi.setSystemTime(start + 31_000);
    // Read again from the database, found unchanged: the same reference the kept cards were made with.
    expect(await getReference(db)).toBe(first);

    const category = first.categories.find((c) => c.slug.length > 0);
    if (!category) throw new Error('the demo shop has categories');
    const listed = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/products?category=${category.slug}&limit=5` })).json()
        .items as { categoryName: string }[];
    expect((await listed()).map((card) => card.categoryName)).toContain(category.name);

    await db.execute(
      sql`update categories set name = ${`${category.name} Collection`} where id = ${category.id}`,
    );
    vi.setSystemTime(start + 62_000);
    const renamed = await getReference(db);
    expect(renamed).not.toBe(first);
    expect(renamed.categoryById.get(category.id)?.name).toBe(`${category.name} Collection`);
    const names = (await listed()).map((card) => card.categoryName);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set([`${category.name} Collection`]));
  });
});
