import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs } from '../../db/schema/index.ts';
import { seedBlogs } from '../../demo/blogs.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { sanitizeBlogHtml, saveBlog } from './blogs.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const EVIL = [
  '<p onclick="steal()">Hello <strong>there</strong></p>',
  '<script>alert(1)</script>',
  '<img src="https://cdn.example/x.jpg" onerror="alert(2)" alt="ok">',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">bad</a>',
  '<a href="JaVaScRiPt&#58;alert(1)">bad too</a>',
  '<a href="https://vastra.in" target="_blank" onmouseover="x()">good</a>',
  '<iframe src="https://evil.example"></iframe><style>p{}</style>',
  '<img src="data:image/png;base64,AAAA"><img src="//evil.example/x.png">',
].join('');

function expectClean(html: string) {
  for (const bad of ['<script', 'alert(1)', 'onerror', 'onclick', 'onmouseover', 'javascript', 'iframe']) {
    expect(html.toLowerCase()).not.toContain(bad.toLowerCase());
  }
  expect(html).not.toContain('data:');
  expect(html).not.toContain('evil.example');
}

describe('blog html', () => {
  it('keeps the safe subset and drops scripts, handlers and javascript: URLs', () => {
    const clean = sanitizeBlogHtml(EVIL);
    expectClean(clean);
    expect(clean).toContain('<p>Hello <strong>there</strong></p>');
    expect(clean).toContain('<a href="https://vastra.in" rel="noopener">good</a>');
    expect(clean).toContain('<img src="https://cdn.example/x.jpg" alt="ok" />');
    expect(clean).not.toContain('target=');
  });

  it('sanitises on save', async () => {
    const row = await saveBlog(ctx.app.db, {
      seoUrl: 'evil-on-save',
      title: 'Evil on save',
      category: 'STYLE',
      summaryHtml: '<p onmouseover="x()">Summary</p><script>alert(1)</script>',
      bodyHtml: EVIL,
      publishedAt: new Date('2024-01-02T10:00:00+05:30'),
    });
    const [stored] = await ctx.app.db.select().from(blogs).where(eq(blogs.id, row.id));
    expectClean(stored?.bodyHtml ?? '');
    expect(stored?.summaryHtml).toBe('<p>Summary</p>');

    const res = await ctx.app.inject({ method: 'GET', url: '/api/blogs/evil-on-save' });
    expect(res.statusCode).toBe(200);
    expectClean(res.json().bodyHtml);
  });

  it('sanitises on the way out, even a row written past saveBlog', async () => {
    await ctx.app.db.insert(blogs).values({
      seoUrl: 'evil-by-hand',
      title: 'Evil by hand',
      category: 'TRENDS',
      summaryHtml: '<p>ok</p><img src=x onerror="alert(1)">',
      bodyHtml: EVIL,
      publishedAt: new Date('2024-01-01T10:00:00+05:30'),
    });
    const one = await ctx.app.inject({ method: 'GET', url: '/api/blogs/evil-by-hand' });
    expectClean(one.json().bodyHtml);
    expectClean(one.json().summaryHtml);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/blogs?category=TRENDS' });
    const item = list.json().items.find((b: { seoUrl: string }) => b.seoUrl === 'evil-by-hand');
    expect(item.summaryHtml).toBe('<p>ok</p><img src="x" />');
    await ctx.app.db.delete(blogs).where(eq(blogs.seoUrl, 'evil-by-hand'));
    await ctx.app.db.delete(blogs).where(eq(blogs.seoUrl, 'evil-on-save'));
  });
});

describe('GET /api/blogs', () => {
  it('lists the seeded posts newest first, with pictures, IST dates and the author', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/blogs' });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Array<Record<string, unknown> & { publishedAt: string }>;
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(new Set(items.map((b) => b.category)).size).toBe(5);
    const dates = items.map((b) => b.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(items[0]).toMatchObject({
      seoUrl: 'a-calm-beauty-timeline-for-the-wedding-week',
      publishedAt: '2025-04-08',
      author: 'Admin',
      image: { wide: { '345': '/media/blog/8/wide-345.webp', '690': '/media/blog/8/wide-690.webp' } },
    });
    expect(items[0]).not.toHaveProperty('bodyHtml');
  });

  it('filters by category', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/blogs?category=COMPANY' });
    const items = res.json().items as Array<{ category: string; seoUrl: string }>;
    expect(items.length).toBe(2);
    expect(items.every((b) => b.category === 'COMPANY')).toBe(true);
    expect(items.map((b) => b.seoUrl)).toContain('the-vastra-story-since-1987');
  });

  it('refuses an unknown category with a field message', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/blogs?category=GOSSIP' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
    expect(res.json().error.fields.category).toMatch(/^Category must be one of COMPANY/);
  });

  it('keeps a post dated in the future until its day', async () => {
    await saveBlog(ctx.app.db, {
      seoUrl: 'coming-soon',
      title: 'Coming soon',
      category: 'FASHION',
      summaryHtml: '<p>Soon</p>',
      bodyHtml: '<p>Soon</p>',
      publishedAt: new Date(ctx.clock.now.getTime() + 86_400_000),
    });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/blogs' });
    expect(list.json().items.map((b: { seoUrl: string }) => b.seoUrl)).not.toContain('coming-soon');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/blogs/coming-soon' })).statusCode).toBe(404);
    await ctx.app.db.delete(blogs).where(eq(blogs.seoUrl, 'coming-soon'));
  });
});

describe('GET /api/blogs/:seoUrl', () => {
  it('answers one post with its body', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/blogs/the-vastra-story-since-1987' });
    expect(res.statusCode).toBe(200);
    const post = res.json();
    expect(post.title).toContain('1987');
    expect(post.publishedAt).toBe('2024-03-05');
    expect(post.bodyHtml).toContain('<h2>');
    expect(post.bodyHtml).toContain('rel="noopener"');
  });

  it('answers 404 Blog not found for an unknown post', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/blogs/no-such-post' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Blog not found' } });
  });
});

describe('seedBlogs', () => {
  it('writes the posts once, even from two processes starting together', async () => {
    const db = ctx.app.db;
    const [before] = await db.select({ n: count() }).from(blogs);
    await seedBlogs(db);
    const [again] = await db.select({ n: count() }).from(blogs);
    expect(again?.n).toBe(before?.n);

    await db.delete(blogs);
    await Promise.all([seedBlogs(db), seedBlogs(db)]);
    const [after] = await db.select({ n: count() }).from(blogs);
    expect(after?.n).toBe(before?.n);
  });
});

describe('OpenAPI', () => {
  it('documents the content routes under the content tag', async () => {
    const paths = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    for (const [path, method] of [
      ['/api/blogs', 'get'],
      ['/api/blogs/{seoUrl}', 'get'],
      ['/api/contact', 'post'],
      ['/api/franchise-applications', 'post'],
    ] as const) {
      expect(paths[path]?.[method]?.tags).toEqual(['content']);
    }
  });
});
