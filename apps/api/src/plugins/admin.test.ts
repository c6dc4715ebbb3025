import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test-support/app.ts';

/** A made-up build of both apps: the storefront's page and the back office's page and script. */
function fakeBuilds(): { dir: string; web: string; admin: string } {
  const dir = mkdtempSync(join(tmpdir(), 'vastra-admin-'));
  const web = join(dir, 'web');
  const admin = join(dir, 'admin');
  mkdirSync(web, { recursive: true });
  mkdirSync(join(admin, 'assets'), { recursive: true });
  writeFileSync(
    join(web, 'index.html'),
    '<html><body>storefront<!--vastra-head--><!--vastra-shell--></body></html>',
  );
  writeFileSync(join(admin, 'index.html'), '<html><body>back office</body></html>');
  writeFileSync(join(admin, 'assets', 'main-abc123.js'), 'console.log("back office")');
  return { dir, web, admin };
}

describe('the back office at /admin', () => {
  let ctx: TestContext;
  let builds: ReturnType<typeof fakeBuilds>;
  beforeAll(async () => {
    builds = fakeBuilds();
    ctx = await createTestApp({ WEB_DIST: builds.web, ADMIN_DIST: builds.admin });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(builds.dir, { recursive: true, force: true });
  });

  it('serves its page for every screen address, never cached, with the security headers', async () => {
    for (const url of ['/admin', '/admin/', '/admin/orders/42?tab=ledger', '/admin/sign-in']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('back office');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves its scripts with a long cache and answers 404 for a missing one', async () => {
    const script = await ctx.app.inject({ method: 'GET', url: '/admin/assets/main-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toContain('immutable');
    const missing = await ctx.app.inject({ method: 'GET', url: '/admin/assets/old-chunk.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('leaves the storefront its own pages', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/account-orders' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('storefront');
    expect(res.body).not.toContain('back office');
  });
});

describe('a server without the back office build', () => {
  it('answers 404 at /admin, even when the storefront is served', async () => {
    const builds = fakeBuilds();
    const ctx = await createTestApp({ WEB_DIST: builds.web, ADMIN_DIST: join(builds.dir, 'none') });
    try {
      for (const url of ['/admin', '/admin/orders']) {
        const res = await ctx.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
      }
    } finally {
      await ctx.close();
      rmSync(builds.dir, { recursive: true, force: true });
    }
  });
});
