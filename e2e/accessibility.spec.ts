import { findBookedPiece } from './support/catalog';
import { expect, expectAccessible, test } from './support/fixtures';

test('home, listing, product and sale pages have no serious accessibility problem', async ({
  page,
  request,
}) => {
  const { product, category } = await findBookedPiece(request);

  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Men Collection', exact: true }).getByRole('link').first(),
  ).toBeVisible();
  await expectAccessible(page, 'home');

  await page.goto(`/listing/${category.slug}/${category.code}`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expectAccessible(page, 'listing');
  // The cards' h3 names sit under a heading of the level above (Lighthouse's heading order).
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 2 })).toHaveText(
    'Products',
  );

  await page.goto(`/product/${product.slug}/${product.code}/`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expectAccessible(page, 'product');

  await page.getByRole('button', { name: 'Open calendar: event date' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Event date' }).locator('[data-day]:not([data-hidden])').first(),
  ).toBeVisible();
  await expectAccessible(page, 'calendar');
  await page.keyboard.press('Escape');

  await page.goto('/buy/');
  await expect(page.getByTestId('sale-card').first()).toBeVisible();
  await expectAccessible(page, 'sale');
});

test('product pages carry Open Graph tags in the HTML', async ({ request }) => {
  const { product } = await findBookedPiece(request);
  const response = await request.get(`/product/${product.slug}/${product.code}/`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<meta property="og:title"');
  expect(html).toMatch(new RegExp(`\\(${product.code}\\) on rent from ₹[\\d,]+ \\| Vastra</title>`));
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/media\/p\/[^"]+detail-1400\.webp"/);
  expect(html).toContain(`<meta property="og:url" content="`);

  const unknown = await request.get('/product/nothing/NOPE9999/');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('<div id="root">');
});
