import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { parseMediaPath } from './media.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

async function picture(url: string) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const meta = await sharp(res.rawPayload).metadata();
  expect(meta.format).toBe('webp');
  return { res, meta };
}

describe('GET /media/{key}/{variant}-{width}.webp', () => {
  it('renders a product card at exactly 330 x 400 and 660 x 800', async () => {
    const small = await picture('/media/p/DST1001/1/card-330.webp');
    expect([small.meta.width, small.meta.height]).toEqual([330, 400]);
    // Cheap phones on 4G: a card stays a small file.
    expect(small.res.rawPayload.length).toBeLessThan(40_000);
    const large = await picture('/media/p/DST1001/1/card-660.webp');
    expect([large.meta.width, large.meta.height]).toEqual([660, 800]);
  });

  it('renders the square detail view at 700 x 700', async () => {
    const { meta } = await picture('/media/p/CCL1001/2/detail-700.webp');
    expect([meta.width, meta.height]).toEqual([700, 700]);
  });

  it('stores a rendered file and serves the second request from storage', async () => {
    const url = '/media/p/IWS1001/3/card-330.webp';
    const key = 'media/p/IWS1001/3/card-330.webp';
    expect(await ctx.app.deps.storage.exists(key)).toBe(false);
    await picture(url);
    expect(await ctx.app.deps.storage.exists(key)).toBe(true);
    // Replace the stored file: the next answer must be exactly what storage holds.
    const marker = await sharp({ create: { width: 330, height: 400, channels: 3, background: '#00ff00' } })
      .webp()
      .toBuffer();
    await ctx.app.deps.storage.put(key, marker, 'image/webp');
    const again = await get(url);
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, marker)).toBe(0);
  });

  it('draws every view of a piece of every category', async () => {
    const codes = await ctx.database.db.execute<{ code: string }>(
      sql`select min(p.code) as code from products p group by p.category_id order by 1`,
    );
    // The twelve categories of the catalogue and the demo kits' mojari and dupatta.
    expect(codes.rows).toHaveLength(14);
    for (const { code } of codes.rows) {
      for (const view of [1, 2, 3]) {
        const { meta } = await picture(`/media/p/${code}/${view}/card-330.webp`);
        expect(meta.width).toBe(330);
      }
    }
  });

  it('renders category tiles, home slides, shopfronts and blog pictures', async () => {
    const cases: [string, number, number][] = [
      ['/media/c/IWS/tile-400.webp', 400, 500],
      ['/media/c/EAR/tile-800.webp', 800, 1000],
      ['/media/s/1/slideDesktop-1024.webp', 1024, 384],
      ['/media/s/3/slideMobile-480.webp', 480, 600],
      ['/media/b/KDV/wide-690.webp', 690, 500],
      ['/media/b/VAP/wide-345.webp', 345, 250],
      ['/media/blog/8/wide-345.webp', 345, 250],
    ];
    for (const [url, width, height] of cases) {
      const { meta } = await picture(url);
      expect([meta.width, meta.height], url).toEqual([width, height]);
    }
  });

  it('resizes an uploaded original instead of drawing', async () => {
    const original = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c02040' } })
      .png()
      .toBuffer();
    await ctx.app.deps.storage.put('originals/p/DST1002/1', original, 'image/png');
    const { res, meta } = await picture('/media/p/DST1002/1/detail-700.webp');
    expect([meta.width, meta.height]).toEqual([700, 700]);
    const { dominant } = await sharp(res.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect(dominant.g).toBeLessThan(80);
  });

  it('answers 404 for keys that name nothing', async () => {
    for (const url of [
      '/media/p/NOPE9999/1/card-330.webp',
      '/media/p/DST1001/4/card-330.webp',
      '/media/c/XYZ/tile-400.webp',
      '/media/b/XXX/wide-690.webp',
      '/media/s/4/slideDesktop-1600.webp',
      '/media/blog/9/wide-690.webp',
      '/media/q/1/card-330.webp',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('answers 404 for an unknown variant, width or format', async () => {
    for (const url of [
      '/media/p/DST1001/1/card-331.webp',
      '/media/p/DST1001/1/card-700.webp',
      '/media/p/DST1001/1/poster-330.webp',
      '/media/p/DST1001/1/card-330.png',
      '/media/p/DST1001/1/constructor-330.webp',
      '/media/p/DST1001/1/__proto__-330.webp',
      '/media/p/DST1001/1',
      '/media/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('never lets a path escape the media folder (404 or 400, never 500)', async () => {
    for (const url of [
      '/media/p/../../etc/passwd/card-330.webp',
      '/media/p/..%2F..%2Fetc/1/card-330.webp',
      '/media/%2e%2e/%2e%2e/etc/card-330.webp',
      '/media/p/DST1001/1/..%2fcard-330.webp',
      '/media/p//DST1001/card-330.webp',
      '/media/p/DST1001%00/1/card-330.webp',
      '/media/p/DST1001/1/card-330.webp%00',
      '/media/%5c..%5c..%5cetc/1/card-330.webp',
      `/media/${'a/'.repeat(200)}card-330.webp`,
    ]) {
      const res = await get(url);
      expect([400, 404], url).toContain(res.statusCode);
    }
  });

  it('parses only well-formed picture paths', () => {
    expect(parseMediaPath('p/DST1001/1/card-330.webp')).toEqual({
      key: 'p/DST1001/1',
      variant: 'card',
      width: 330,
      height: 400,
    });
    expect(parseMediaPath('s/1/slideDesktop-1600.webp')?.height).toBe(600);
    expect(parseMediaPath('p/./1/card-330.webp')).toBeNull();
    expect(parseMediaPath('card-330.webp')).toBeNull();
  });
});

describe('a shop without the demo drawings', () => {
  it('serves uploaded pictures only; one never uploaded is not there (404)', async () => {
    const shop = await createTestApp({}, { demoPictures: false });
    try {
      const drawn = await shop.app.inject({ method: 'GET', url: '/media/p/DST1003/1/detail-700.webp' });
      expect(drawn.statusCode).toBe(404);
      const original = await sharp({
        create: { width: 800, height: 800, channels: 3, background: '#208040' },
      })
        .png()
        .toBuffer();
      await shop.app.deps.storage.put('originals/p/DST1003/1', original, 'image/png');
      const uploaded = await shop.app.inject({ method: 'GET', url: '/media/p/DST1003/1/detail-700.webp' });
      expect(uploaded.statusCode).toBe(200);
      expect(uploaded.headers['content-type']).toBe('image/webp');
    } finally {
      await shop.close();
    }
  });
});
