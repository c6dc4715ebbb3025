import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test-support/app.ts';
import { freePiece } from '../test-support/fixtures.ts';
import { MicroCache } from './micro-cache.ts';

describe('MicroCache', () => {
  it('asks once for many identical requests arriving together', async () => {
    const cache = new MicroCache();
    let produced = 0;
    const produce = async () => {
      produced += 1;
      await new Promise((r) => setTimeout(r, 20));
      return { n: produced };
    };
    const bodies = await Promise.all(Array.from({ length: 25 }, () => cache.get('k', 1_000, produce)));
    expect(produced).toBe(1);
    expect(new Set(bodies)).toEqual(new Set(['{"n":1}']));
  });

  it('asks again once an answer is older than its time to live, and not after a failure', async () => {
    const cache = new MicroCache();
    let produced = 0;
    const produce = async () => ({ n: ++produced });
    await cache.get('k', 30, produce);
    await cache.get('k', 30, produce);
    expect(produced).toBe(1);
    await new Promise((r) => setTimeout(r, 40));
    expect(await cache.get('k', 30, produce)).toBe('{"n":2}');
    await expect(cache.get('bad', 1_000, () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await cache.get('bad', 1_000, produce)).toBe('{"n":3}');
  });

  it('keeps at most its number of entries', async () => {
    const cache = new MicroCache(3);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, 10_000, async () => key);
    let asked = false;
    await cache.get('a', 10_000, async () => {
      asked = true;
      return 'a';
    });
    expect(asked).toBe(true);
  });

  it('when full, forgets the oldest tenth at once and keeps the newest answers', async () => {
    const cache = new MicroCache(1_000);
    for (let n = 0; n < 1_000; n++) await cache.get(`k${n}`, 60_000, async () => n);
    expect(cache.size).toBe(1_000);
    await cache.get('k1000', 60_000, async () => 1_000);
    expect(cache.size).toBe(901);
    const asked: string[] = [];
    for (const key of ['k0', 'k99', 'k100', 'k999', 'k1000'])
      await cache.get(key, 60_000, async () => asked.push(key));
    // The first hundred were forgotten together; the rest are still answered from the cache.
    expect(asked).toEqual(['k0', 'k99']);
  });
});

describe('catalogue answers kept for a second', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ CATALOG_CACHE_SECONDS: '1' });
  });
  afterAll(() => ctx.close());

  it('a piece taken off the shop disappears from the listing within the cache time', async () => {
    const piece = await freePiece(ctx.app.db);
    const listed = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/products?q=${piece.code}` }))
        .json()
        .items.map((p: { code: string }) => p.code);
    expect(await listed()).toContain(piece.code);
    await ctx.app.db.execute(sql`update products set is_active = false where id = ${piece.productId}`);
    expect(await listed()).toContain(piece.code); // the same answer, from the cache
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await listed()).not.toContain(piece.code);
  });
});
