import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { languageFromCookie } from '@vastra/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test-support/app.ts';
import { fakeWebBuild } from '../test-support/fake-web-build.ts';

/**
 * A made-up storefront build with a server render that writes the language it was asked for and
 * counts its renders (in a file next to it), so the plugin's handling of the language can be
 * checked without building the app (e2e/server-rendered.spec.ts renders the real one).
 */
const fakeWebRoot = () =>
  fakeWebBuild('web-lang', {
    head: ['<meta name="description" content="The default description." />'],
    manifest: {
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      'src/i18n/locales/hi.ts': { file: 'assets/hi-1.js' },
    },
    server: (dir) => `import { appendFileSync } from 'node:fs';
     const words = { en: 'Book for your event', hi: 'अपने समारोह के लिए बुक करें' };
     export async function render(url, sender, timeoutMs, language = 'en') {
       appendFileSync(${JSON.stringify(join(dir, 'renders.txt'))}, language + ' ' + url + '\\n');
       return { html: '<main><h2>' + words[language] + '</h2></main>', meta: null,
                state: { language, queries: {} } };
     }`,
  });

describe('server-rendered pages in the visitor’s language', () => {
  let ctx: TestContext;
  let root: string;
  beforeAll(async () => {
    root = fakeWebRoot();
    // Rendered pages kept for a minute: a cache that mixed languages would show here.
    ctx = await createTestApp({ WEB_DIST: root, CATALOG_CACHE_SECONDS: '60' });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  const renders = () => readFileSync(join(root, 'renders.txt'), 'utf8').split('\n').filter(Boolean);
  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('reads the language from the vastra_lang cookie, English when absent or unknown', () => {
    expect(languageFromCookie(undefined)).toBe('en');
    expect(languageFromCookie('vastra_lang=hi')).toBe('hi');
    expect(languageFromCookie('a=1; vastra_lang=hi; b=2')).toBe('hi');
    expect(languageFromCookie('vastra_lang=fr')).toBe('en');
    expect(languageFromCookie('not_vastra_lang=hi')).toBe('en');
  });

  it('renders Hindi with the cookie and English without, and the kept pages do not mix them', async () => {
    const english = await get('/about-us');
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en-IN"');
    expect(english.body).toContain('Book for your event');
    expect(english.body).not.toContain('assets/hi-1.js');
    expect(english.headers.vary).toMatch(/cookie/i);
    expect(english.headers['cache-control']).toBe('no-cache');

    const hindi = await get('/about-us', 'theme=x; vastra_lang=hi');
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain('<html lang="hi-IN"');
    expect(hindi.body).toContain('अपने समारोह के लिए बुक करें');
    expect(hindi.body).not.toContain('Book for your event');
    // The Hindi texts are fetched with the app's script, so the page can hydrate at once.
    expect(hindi.body).toContain('<link rel="modulepreload" crossorigin href="/assets/hi-1.js">');
    expect(hindi.body).toContain('"language":"hi"');
    expect(hindi.headers.vary).toMatch(/cookie/i);

    // Again, both ways round, within the minute: each from its own kept page.
    const englishAgain = await get('/about-us', 'vastra_lang=en');
    expect(englishAgain.body).toContain('Book for your event');
    expect(englishAgain.body).not.toContain('अपने समारोह');
    const hindiAgain = await get('/about-us', 'vastra_lang=hi');
    expect(hindiAgain.body).toContain('अपने समारोह के लिए बुक करें');
    expect(renders()).toEqual(['en /about-us', 'hi /about-us']);
  });
});
