import type { ListingResult } from '../packages/shared/src/schemas/index.ts';
import { firstPiece, formatRupees } from './support/catalog';
import { expect, isPhone, openFilters, test } from './support/fixtures';
import { loginByApi, useToken } from './support/login';

const MEASUREMENTS = { 'Pant length': '40', 'Pant waist': '32', Chest: '40', 'Sleeve length': '25' };

test.describe('pages rendered on the server', () => {
  test('without JavaScript, a product page shows its name, rent, picture, description and links', async ({
    page,
    browser,
    baseURL,
  }) => {
    const piece = await firstPiece(page.request, 'rent');
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: page.viewportSize() ?? { width: 1280, height: 800 },
      baseURL,
    });
    const bare = await context.newPage();
    await bare.goto(`/product/${piece.slug}/${piece.code}/`);
    await expect(bare.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
    await expect(
      bare
        .getByRole('main')
        .getByText(formatRupees(piece.rent ?? 0))
        .first(),
    ).toBeVisible();
    await expect(
      bare
        .getByRole('main')
        .getByRole('img', { name: new RegExp(piece.name) })
        .first(),
    ).toBeVisible();
    // The breadcrumb leads on to the collection, and the header to the rest of the shop.
    await expect(
      bare
        .getByRole('navigation', { name: /breadcrumb/i })
        .getByRole('link')
        .first(),
    ).toBeVisible();
    await expect(bare.locator('a[href="/blogs/"]').first()).toBeAttached();
    await expect(bare.getByText('needs JavaScript')).toHaveCount(0);
    await context.close();
  });

  test('without JavaScript, a listing shows its pieces with names, prices and links to them', async ({
    page,
    browser,
    baseURL,
  }) => {
    const res = await page.request.get('/api/products?type=rent&group=men&limit=10');
    const { items } = (await res.json()) as ListingResult;
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: page.viewportSize() ?? { width: 1280, height: 800 },
      baseURL,
    });
    const bare = await context.newPage();
    await bare.goto('/listing/men/all');
    const cards = bare.getByTestId('product-card');
    await expect(cards).toHaveCount(items.length);
    const first = items[0];
    if (!first) throw new Error('no pieces');
    const card = cards.first();
    await expect(card).toContainText(first.name);
    await expect(card).toContainText(formatRupees(first.rent ?? 0));
    await expect(card.locator(`a[href^="/product/${first.slug}/${first.code}/"]`).first()).toBeVisible();
    await context.close();
  });

  test('a product page comes from the server in Hindi with the language cookie, in English without, and kept pages never mix', async ({
    page,
    request,
  }) => {
    const piece = await firstPiece(page.request, 'rent');
    const url = `/product/${piece.slug}/${piece.code}/`;
    const html = async (language?: 'hi' | 'en') => {
      const res = await request.get(url, language ? { headers: { cookie: `vastra_lang=${language}` } } : {});
      expect(res.status()).toBe(200);
      // The same address in two languages: a shared cache must keep them apart.
      expect(res.headers().vary).toMatch(/cookie/i);
      return res.text();
    };
    // Each twice in a row, within the server's few seconds of kept pages: neither takes the other's.
    for (const round of [1, 2]) {
      const english = await html();
      expect(english, `English, round ${round}`).toContain('<html lang="en-IN"');
      expect(english).toContain('Book for your event');
      expect(english).not.toContain('अपने समारोह के लिए बुक करें');
      expect(english).toContain(piece.name);

      const hindi = await html('hi');
      expect(hindi, `Hindi, round ${round}`).toContain('<html lang="hi-IN"');
      expect(hindi).toContain('अपने समारोह के लिए बुक करें');
      expect(hindi).not.toContain('Book for your event');
      // Names and prices stay as they are; the canonical address is the one address of the page.
      expect(hindi).toContain(piece.name);
      expect(hindi).toContain(formatRupees(piece.rent ?? 0));
      expect(/<link rel="canonical" href="([^"]*)"/.exec(hindi)?.[1]).toBe(
        /<link rel="canonical" href="([^"]*)"/.exec(english)?.[1],
      );
    }
    // An unknown language is English.
    expect(await html('fr' as 'en')).toContain('Book for your event');
  });

  test('with JavaScript and Hindi chosen, the server-rendered Hindi page is taken over (hydrated), not drawn again', async ({
    page,
    baseURL,
  }) => {
    const piece = await firstPiece(page.request, 'rent');
    await page.context().addCookies([{ name: 'vastra_lang', value: 'hi', url: baseURL ?? '' }]);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
      });
    });
    await page.goto(`/product/${piece.slug}/${piece.code}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 2, name: 'अपने समारोह के लिए बुक करें' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { serverHeading: Element | null }).serverHeading ===
          document.querySelector('h1'),
      ),
      'the heading is the one the server sent (hydrated, not drawn again)',
    ).toBe(true);
  });

  test('with JavaScript, the server-rendered product page is taken over (hydrated) without errors and adds to the bag', async ({
    page,
  }) => {
    const piece = await firstPiece(page.request, 'buy');
    const token = await loginByApi(page.request);
    await useToken(page, token);
    // The heading and head the server sent, remembered before the app starts: hydration keeps
    // that node, and the search engines' title and description stay on the page they were for.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, {
          serverHeading: document.querySelector('h1'),
          serverHead: [
            document.title,
            document.querySelector('meta[name="description"]')?.getAttribute('content'),
          ],
        });
      });
    });
    await page.goto(`/productbuy/${piece.slug}/${piece.code}/`);
    await expect(page.locator('#vastra-state')).toBeAttached();
    const heading = page.getByRole('heading', { level: 1, name: piece.name });
    await expect(heading).toBeVisible();
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { serverHeading: Element | null }).serverHeading ===
          document.querySelector('h1'),
      ),
      'the heading is the one the server sent (hydrated, not drawn again)',
    ).toBe(true);
    // The page's own button (on a phone the sticky bar repeats it).
    await page
      .getByRole('button', { name: /^BUY NOW/i })
      .first()
      .click();
    const measure = page.getByRole('dialog', { name: 'Your Measurements' });
    await expect(measure).toBeVisible();
    // The fields come with the saved measurements; until then the dialog shows a placeholder and
    // Continue waits (a field looked for before would be taken for one the piece does not need).
    await expect(measure.getByRole('button', { name: 'Continue' })).toBeEnabled();
    for (const [label, value] of Object.entries(MEASUREMENTS)) {
      const field = measure.getByLabel(label, { exact: true });
      if (await field.isVisible()) await field.fill(value);
    }
    await measure.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog', { name: 'Item Added' })).toBeVisible();
    await expect(page).toHaveTitle(
      `${piece.name} (${piece.code}) for ${formatRupees(piece.salePrice)}, pre-used | Vastra`,
    );
    const head = () => [
      document.title,
      document.querySelector('meta[name="description"]')?.getAttribute('content'),
    ];
    expect(await page.evaluate(head)).toEqual(
      await page.evaluate(() => (window as unknown as { serverHead: string[] }).serverHead),
    );
  });

  test('a group’s collections and its whole listing, reached in the browser, carry the head the server writes for them', async ({
    page,
  }) => {
    /** The title and description the server writes into a page's HTML. */
    const serverHead = async (path: string) => {
      const html = await (await page.request.get(path)).text();
      return page.evaluate((text) => {
        const sent = new DOMParser().parseFromString(text, 'text/html');
        return [sent.title, sent.querySelector('meta[name="description"]')?.getAttribute('content')];
      }, html);
    };
    const head = () =>
      page.evaluate(() => [
        document.title,
        document.querySelector('meta[name="description"]')?.getAttribute('content'),
      ]);

    await page.goto('/');
    const menSection = page.getByRole('region', { name: 'Men Collection', exact: true });
    await menSection.getByRole('link', { name: /^View all/ }).click();
    await expect(page).toHaveURL(/\/category\/men$/);
    await expect(page).toHaveTitle("Men's All Collections | Vastra");
    expect(await head()).toEqual(await serverHead('/category/men'));

    // A collection, then every men's piece (the filters' "All Category").
    await page.getByRole('main').getByRole('link', { name: 'Designer Suit / Tuxedo', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Designer Suit / Tuxedo' })).toBeVisible();
    const filters = await openFilters(page);
    await filters.getByLabel('Category').selectOption({ label: 'All Category' });
    await expect(page).toHaveURL(/\/listing\/men\/all$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Men All Collections' })).toBeVisible();
    await expect(page).toHaveTitle("Men's collection on rent | Vastra");
    expect(await head()).toEqual(await serverHead('/listing/men/all'));
  });

  test('a product page names every script it starts with, so a phone fetches them side by side', async ({
    page,
  }) => {
    const piece = await firstPiece(page.request, 'rent');
    const html = await (await page.request.get(`/product/${piece.slug}/${piece.code}/`)).text();
    // The page's loader names them (its entry and preloads), to add after the main picture.
    const loader = /<script data-entry="\/([^"]+)" data-preload="([^"]*)">/.exec(html);
    const named = new Set([
      loader?.[1] ?? '',
      ...(loader?.[2] ?? '').split(' ').map((href) => href.slice(1)),
    ]);
    named.delete('');
    expect(named.size).toBeGreaterThan(1);
    // Every file the named scripts import before they run (static imports) is named too: none is
    // found only after another has downloaded (a round trip more on a slow phone).
    const missing: string[] = [];
    for (const file of named) {
      const code = await (await page.request.get(`/${file}`)).text();
      for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w{},*\s$]+from\s*)?"\.\/([^"]+\.js)"/g)) {
        const imported = `assets/${m[1]}`;
        if (!named.has(imported)) missing.push(`${file} imports ${imported}`);
      }
    }
    expect(missing).toEqual([]);
  });
  test('the home, a listing and a product page fetch their code after their main picture is on the screen, then are taken over', async ({
    page,
  }) => {
    const piece = await firstPiece(page.request, 'rent');
    const res = await page.request.get('/api/categories?group=men');
    const category = ((await res.json()) as { items: { slug: string; code: string }[] }).items[0];
    if (!category) throw new Error('no men’s category in the demo shop');
    for (const address of [
      '/',
      `/listing/${category.slug}/${category.code}`,
      `/product/${piece.slug}/${piece.code}/`,
    ]) {
      // goto waits until the app has taken the page over (<html data-ready>).
      await page.goto(address);
      const order = await page.evaluate(async () => {
        const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
        const paints = await Promise.race([
          new Promise<PerformanceEntryList>((resolve) =>
            new PerformanceObserver((list) => resolve(list.getEntries())).observe({
              type: 'largest-contentful-paint',
              buffered: true,
            }),
          ),
          new Promise<PerformanceEntryList>((resolve) => setTimeout(() => resolve([]), 1000)),
        ]);
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const code = resources.filter((r) => /\/assets\/[^/]+\.js$/.test(new URL(r.name).pathname));
        return {
          picture: picture?.currentSrc ?? null,
          loaded: resources.find((r) => r.name === picture?.currentSrc)?.responseEnd ?? null,
          // The picture's paint, where the browser counts it as the page's largest.
          painted:
            paints.find((p) => (p as PerformanceEntry & { element?: Element }).element === picture)
              ?.startTime ?? null,
          firstCode: Math.min(...code.map((r) => r.startTime)),
          codeFiles: code.length,
        };
      });
      expect(order.picture, `${address}: its main picture`).toMatch(/\/media\/.+\.webp$/);
      expect(order.codeFiles, `${address}: scripts fetched`).toBeGreaterThan(1);
      expect(order.loaded, `${address}: the picture was fetched`).not.toBeNull();
      expect(order.firstCode, `${address}: code after the picture`).toBeGreaterThanOrEqual(
        order.loaded ?? Infinity,
      );
      if (order.painted !== null)
        expect(order.firstCode, `${address}: code after its paint`).toBeGreaterThanOrEqual(order.painted);
    }
  });
  test('a product’s thumbnails come after its main picture in the page, below it on a phone and beside it on a desktop', async ({
    page,
  }) => {
    // A phone may paint a page before all of it has arrived: thumbnails placed first in the page
    // were drawn where the main picture then came, and jumped below it (a layout shift).
    const piece = await firstPiece(page.request, 'rent');
    await page.goto(`/product/${piece.slug}/${piece.code}/`);
    const main = page.getByRole('button', { name: /full screen/i });
    const thumbs = page.getByRole('list', { name: 'Pictures' });
    await expect(thumbs).toBeVisible();
    const mainFirst = await page.evaluate(() => {
      const picture = document.querySelector('main img[fetchpriority="high"]');
      const list = document.querySelector('main ul[aria-label="Pictures"]');
      return Boolean(
        picture && list && picture.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(mainFirst).toBe(true);
    const m = await main.boundingBox();
    const t = await thumbs.boundingBox();
    if (!m || !t) throw new Error('the gallery is not drawn');
    if (isPhone(page)) expect(t.y).toBeGreaterThanOrEqual(m.y + m.height);
    else {
      expect(t.x + t.width).toBeLessThanOrEqual(m.x);
      expect(Math.abs(t.y - m.y)).toBeLessThan(2);
    }
  });
  test('on a first visit the web fonts are fetched after the page is taken over, drawn from the next page on', async ({
    page,
  }) => {
    const piece = await firstPiece(page.request, 'rent');
    await page.goto(`/product/${piece.slug}/${piece.code}/`);
    const interStatus = () =>
      page.evaluate(
        () =>
          [...document.fonts].find((f) => f.family.replaceAll('"', '') === 'Inter Variable')?.status ??
          'absent',
      );
    const timing = () =>
      page.evaluate(() => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
        return {
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          fontStarts: resources.filter((r) => r.name.endsWith('.woff2')).map((r) => r.startTime),
          pictureEnd: resources.find((r) => r.name === picture?.currentSrc)?.responseEnd ?? null,
        };
      });
    // Inter and Playfair Display, each fetched once the page had painted and its picture arrived.
    await expect.poll(async () => (await timing()).fontStarts.length).toBe(2);
    const first = await timing();
    for (const start of first.fontStarts) {
      expect(start).toBeGreaterThanOrEqual(first.firstPaint ?? Number.POSITIVE_INFINITY);
      expect(start).toBeGreaterThanOrEqual(first.pictureEnd ?? Number.POSITIVE_INFINITY);
    }
    // This page keeps the local fonts sized like them: it is not laid out again.
    await page.waitForTimeout(500);
    expect(await interStatus()).toBe('absent');
    // The next page draws them.
    await page.locator('header').getByRole('link', { name: 'Vastra home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(interStatus).toBe('loaded');
    // The next visit finds them in the browser's cache and uses them at once.
    await page.reload();
    await expect.poll(interStatus).toBe('loaded');
  });
});
