import { expect, test } from './support/fixtures';

/* The shop can be installed from the browser: a manifest with a name, theme colour and icons that load. */

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

test('the home page names a web app manifest whose icons load as PNGs of their stated sizes', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#7a1f2b');

  const response = await request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    short_name: 'Vastra',
    start_url: '/',
    display: 'standalone',
    theme_color: '#7a1f2b',
  });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);

  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const bytes = await image.body();
    // A PNG's width and height are the big-endian words at bytes 16 and 20.
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }

  // The tab's icon is a PNG too: Chromium draws an SVG icon as a small document of its own on the
  // page's main thread, a task of 5-70 ms during a phone's first load (record 50).
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveCount(1);
  await expect(icon).toHaveAttribute('type', 'image/png');
  const iconResponse = await request.get((await icon.getAttribute('href')) ?? '');
  expect(iconResponse.headers()['content-type']).toBe('image/png');
  const iconBytes = await iconResponse.body();
  expect(`${iconBytes.readUInt32BE(16)}x${iconBytes.readUInt32BE(20)}`).toBe(
    await icon.getAttribute('sizes'),
  );
});
