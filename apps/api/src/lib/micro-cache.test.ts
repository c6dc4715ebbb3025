import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test-support/app.ts';
import { freePiece } from '../test-support/fixtures.ts';
import { MicroCache } from './micro-cache.ts';

describe('MicroCache', () => {
  it('asks at most twice for many identical requests arriving together, then answers from the cache', async () => {
    const cache = new MicroCache();
    let produced = 0;
    const produce = async () => {
      const n = ++produced;
      await new Promise((r) => setTimeout(r, 20));
      return { n };
    };
    const bodies = await Promise.all(Array.from({ length: 25 }, () => cache.get('k', 1_000, produce)));
    // The first asking only notes the key; the second computes the answer all the others wait for.
    expect(produced).toBe(2);
    expect(bodies.filter((b) => b === '{"n":2}')).toHaveLength(24);
    expect(await cache.get('k', 1_000, produce)).toBe('{"n":2}');
    expect(produced).toBe(2);
  });

  it('keeps nothing of a question asked once, and keeps an answer asked for a second time', async () => {
    const cache = new MicroCache();
    for (let n = 0; n < 100; n++) await cache.get(`once${n}`, 60_000, async () => n);
    expect(cache.size).toBe(0);
    let produced = 0;
    const produce = async () => ({ n: ++produced });
    expect(await cache.get('twice', 60_000, produce)).toBe('{"n":1}');
    expect(await cache.get('twice', 60_000, produce)).toBe('{"n":2}');
    expect(cache.size).toBe(1);
    expect(await cache.get('twice', 60_000, produce)).toBe('{"n":2}');
  });

  it('asks again once an answer is older than its time to live, and not after a failure', async () => {
    const cache = new MicroCache();
    let produced = 0;
    const produce = async () => ({ n: ++produced });
    await cache.get('k', 30, produce);
    await cache.get('k', 30, produce);
    expect(await cache.get('k', 30, produce)).toBe('{"n":2}');
    await new Promise((r) => setTimeout(r, 40));
    expect(await cache.get('k', 30, produce)).toBe('{"n":3}');
    await expect(cache.get('bad', 1_000, () => Promise.reject(new Error('db down')))).rejects.toThrow();
    await expect(cache.get('bad', 1_000, () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await cache.get('bad', 1_000, produce)).toBe('{"n":4}');
    expect(await cache.get('bad', 1_000, produce)).toBe('{"n":4}');
  });

  it('keeps at most its number of entries', async () => {
    const cache = new MicroCache(3);
    for (const key of ['a', 'b', 'c', 'd']) {
      await cache.get(key, 10_000, async () => key);
      await cache.get(key, 10_000, async () => key);
    }
    expect(cache.size).toBeLessThanOrEqual(3);
    let asked = false;
    await cache.get('a', 10_000, async () => {
      asked = true;
      return 'a';
    });
    expect(asked).toBe(true);
  });

  it('when full, forgets the oldest tenth at once and keeps the newest answers', async () => {
    const cache = new MicroCache(1_000);
    const twice = async (key: string, value: number) => {
      await cache.get(key, 60_000, async () => value);
      await cache.get(key, 60_000, async () => value);
    };
    for (let n = 0; n < 1_000; n++) await twice(`k${n}`, n);
    expect(cache.size).toBe(1_000);
    await twice('k1000', 1_000);
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
    expect(await listed()).toContain(piece.code); // asked a second time: now kept
    await ctx.app.db.execute(sql`update products set is_active = false where id = ${piece.productId}`);
    expect(await listed()).toContain(piece.code); // the same answer, from the cache
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await listed()).not.toContain(piece.code);
  });
});
