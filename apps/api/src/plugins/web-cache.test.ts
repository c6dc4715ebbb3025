import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SETTINGS, type PolicyTemplate, type Settings } from '@vastra/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings, updateSettings } from '../modules/system/settings.ts';
import { createTestApp, type TestContext } from '../test-support/app.ts';
import { fakeWebBuild } from '../test-support/fake-web-build.ts';
import { type SignedInStaff, signInAsStaff } from '../test-support/staff.ts';

/**
 * A made-up storefront build whose server render reads the cancellation policy from the API, as
 * the real policy page does, and writes its intro into the page; each render is counted in a file
 * next to it (e2e/admin-settings.spec.ts walks the real page).
 */
const fakeWebRoot = () =>
  fakeWebBuild('web-cache', {
    manifest: { 'index.html': { file: 'assets/index-1.js' } },
    server: (dir) => `import { appendFileSync } from 'node:fs';
     export async function render(url, sender, timeoutMs, language = 'en') {
       appendFileSync(${JSON.stringify(join(dir, 'renders.txt'))}, url + '\\n');
       const policy = await (await sender('/api/policies/cancellation')).json();
       return { html: '<main><p class="intro">' + policy.intro + '</p></main>', meta: null,
                state: { language, queries: {}, router: {} } };
     }`,
  });

const wording = (intro: string): PolicyTemplate => ({
  description: 'Cancel early, keep your advance as credit.',
  intro,
  sections: [{ heading: 'Your advance', blocks: ['You pay {advancePercent}% when you book.'] }],
});

describe('kept server-rendered pages and the shop’s settings', () => {
  let ctx: TestContext;
  let root: string;
  let owner: SignedInStaff;
  beforeAll(async () => {
    root = fakeWebRoot();
    // Pages kept for a minute: a kept page that outlived a settings change would show here.
    ctx = await createTestApp({ WEB_DIST: root, CATALOG_CACHE_SECONDS: '60' });
    owner = await signInAsStaff(ctx, 'owner');
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  const intro = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/cancellation-policy/' });
    expect(res.statusCode).toBe(200);
    return /<p class="intro">([^<]*)<\/p>/.exec(res.body)?.[1];
  };
  const renders = () => readFileSync(join(root, 'renders.txt'), 'utf8').split('\n').filter(Boolean);

  it('shows the owner’s new policy wording on the next page load, not the page kept from before', async () => {
    const before = await intro();
    // The shop's own wording of a fresh shop.
    expect(before).toBeTruthy();
    expect(before).not.toBe('We keep it short.');
    // Within the minute and nothing changed: the kept page, no second render.
    expect(await intro()).toBe(before);
    expect(renders()).toHaveLength(1);

    const next: Settings = {
      ...structuredClone(DEFAULT_SETTINGS),
      texts: { cancellation: wording('We keep it short.') },
    };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/staff/settings',
      headers: owner.headers,
      payload: next,
    });
    expect(saved.statusCode).toBe(200);
    expect(await intro()).toBe('We keep it short.');
    expect(renders()).toHaveLength(2);
  });

  it('also when another server process changed them (the same database, none of this one’s routes)', async () => {
    expect(await intro()).toBe('We keep it short.');
    const { value } = await readSettings(ctx.app.db);
    await updateSettings(ctx.app.db, { ...value, texts: { cancellation: wording('Changed elsewhere.') } });
    expect(await intro()).toBe('Changed elsewhere.');
  });
});
