import type { Locator } from '@playwright/test';
import { firstPiece } from './support/catalog';
import { expect, isPhone, test } from './support/fixtures';

/*
 * What lies far below a page's first screen is laid out only as it comes near (content-visibility:
 * auto, record 56): a phone's first layout skips it. It is still in the page (links, crawlers)
 * and shows as the customer scrolls to it. Chromium counts as near anything within one and a half
 * screens' height below the screen, so on a desktop the same part is laid out at once.
 */

/** Whether the browser skips laying out the element for now (it is far from the screen). */
const skipped = (element: Locator) =>
  element.evaluate((el) => !el.checkVisibility({ contentVisibilityAuto: true }));

test.describe('below the first screen', () => {
  test('a product page’s related pieces are laid out on a phone as they come near, and shown when scrolled to', async ({
    page,
  }) => {
    const piece = await firstPiece(page.request, 'rent');
    await page.goto(`/product/${piece.slug}/${piece.code}/`);
    const related = page.getByRole('region', { name: 'You may also like' });
    await expect(related).toBeAttached();
    expect(await skipped(related.getByRole('article').first())).toBe(isPhone(page));

    await related.scrollIntoViewIfNeeded();
    await expect(related.getByRole('article').first()).toBeVisible();
    await expect.poll(() => skipped(related.getByRole('article').first())).toBe(false);
  });
});
