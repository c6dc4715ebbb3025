import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';

/*
 * A tab kept open across a deploy asks for a page's chunk the new build no longer has. The
 * customer gets the page reloaded once and, should that not help, a message with a way on, never a
 * blank page. (The server's copy of the build: playwright.config.ts, WEB_DIST.)
 */

/** The file of a page's chunk in the build the server runs (copied when the server started). */
function chunkOf(page: string): string | undefined {
  const manifest = JSON.parse(readFileSync('.tmp/e2e-web/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  return manifest[page]?.file;
}

// The failed import as the browser and React report it, the boundary's own line, and React's report
// that the server's HTML of the page could not be hydrated (#422: it was drawn in the browser instead).
test.use({ expectedErrors: /dynamically imported module|could not be drawn|React error #422/ });

test('a page whose code cannot be loaded reloads once, then shows a message inside the layout', async ({
  page,
}) => {
  const aboutChunk = chunkOf('src/app/routes/about-us.tsx');
  expect(aboutChunk, 'the about page is a chunk of the build').toBeTruthy();
  await page.route(`**/${aboutChunk}`, (route) => route.abort());
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
  });

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Information' }).getByRole('link', { name: 'About Us' }).click();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(main).not.toContainText('dynamically imported');
  // Reloaded once (the address of the page asked for), not again when that did not help.
  expect(documents).toEqual(['/', '/about-us/']);

  await main.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /wedding and occasion outfits on rent/ }),
  ).toBeAttached();
  await expect(main.getByText('This page could not be shown')).toHaveCount(0);
});
