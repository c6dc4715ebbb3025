import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test-support/app.ts';
import { fakeWebBuild } from '../test-support/fake-web-build.ts';
import { scriptsAfterMainPicture } from './web-scripts.ts';

/**
 * A made-up storefront build whose server render draws the about page with a main picture and
 * other pages without one, so the plugin's handling of the app's scripts can be checked without
 * building the app (e2e/server-rendered.spec.ts loads the real one in a browser: the page is taken
 * over, its code fetched after the picture).
 */
const fakeWebRoot = () =>
  fakeWebBuild('web-scripts', {
    head: [
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/web-1.js">',
    ],
    manifest: { 'index.html': { file: 'assets/index-1.js', isEntry: true } },
    server: () => `export async function render(url) {
       const picture = url.startsWith('/about-us')
         ? '<img src="/media/s/1/slideMobile-768.webp" alt="" fetchPriority="high">' : '';
       return { html: '<main><h2>Book for your event</h2>' + picture + '</main>', meta: null,
                state: { language: 'en', queries: {} } };
     }`,
  });

describe('a server-rendered page’s scripts', () => {
  let ctx: TestContext;
  let root: string;
  beforeAll(async () => {
    root = fakeWebRoot();
    ctx = await createTestApp({ WEB_DIST: root });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('with a main picture: the entry and preloads leave the head for the loader, which the policy allows', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/about-us' });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).not.toContain('/assets/index-1.js');
    expect(head).not.toContain('rel="modulepreload"');
    const loader =
      /<script data-entry="\/assets\/index-1\.js" data-preload="\/assets\/web-1\.js">([\s\S]*?)<\/script>\s*<\/body>/.exec(
        res.body,
      );
    expect(loader, 'the loader, last in the body').not.toBeNull();
    // The browser runs an inline script only when the policy names its hash.
    const hash = createHash('sha256')
      .update(loader?.[1] ?? '')
      .digest('base64');
    const scriptSrc = /script-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
    expect(scriptSrc.split(' ')).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('without a main picture: the page starts its code from its head, as before', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/contact-us' });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/web-1.js">');
    expect(res.body).not.toContain('data-entry=');
  });

  it('leaves a page without an entry script alone, and puts the loader last even without </body>', () => {
    const bare = '<html><head></head><body><div id="root"></div></body></html>';
    expect(scriptsAfterMainPicture(bare, '<img fetchpriority="high">')).toBe(bare);
    const cut = '<head><script type="module" crossorigin src="/assets/a.js"></script></head><div id="root">';
    expect(scriptsAfterMainPicture(cut, '<IMG FETCHPRIORITY="high">')).toMatch(
      /^<head><\/head><div id="root"><script data-entry="\/assets\/a\.js" data-preload="">[\s\S]*<\/script>$/,
    );
  });
});
