import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * The tests' `page` fails a test on an uncaught error or a console error in the page (pictures
 * that fail to load are allowed: the gallery drops them by design). A test that breaks the page on
 * purpose names the errors it expects with `test.use({ expectedErrors: /…/ })`.
 */
export const test = base.extend<{ page: Page; expectedErrors: RegExp | undefined }>({
  expectedErrors: [undefined, { option: true }],
  page: async ({ page, expectedErrors }, use) => {
    // Under `npm run test:e2e:on -- DAY` this process's clock is moved; the page follows it.
    if (process.env.E2E_TODAY) await page.clock.setSystemTime(new Date());
    const problems: string[] = [];
    const expected = (text: string) => expectedErrors?.test(text) === true;
    page.on('pageerror', (error) => {
      if (!expected(error.message)) problems.push(`pageerror: ${error.message}`);
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (/Failed to load resource/.test(text) || expected(text)) return;
      problems.push(`console.error: ${text}`);
    });
    // A page the server rendered (it carries #vastra-state) is visible before the app runs in it:
    // such a visit waits until the app has taken the page over (<html data-ready>), as a person
    // waits for a page to load. Other pages (the back office, private pages) draw only when ready.
    const ready = () =>
      page.waitForFunction(
        () => document.documentElement.dataset.ready === 'true' || !document.getElementById('vastra-state'),
        null,
        { timeout: 20_000 },
      );
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()['content-type']?.includes('text/html')) await ready();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (response?.headers()['content-type']?.includes('text/html')) await ready();
      return response;
    };
    await use(page);
    expect(problems, 'errors in the page').toEqual([]);
  },
});

export { expect };

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) <= 768;

/** The listing's filter controls: the sidebar on a desktop, the 'Filters' sheet on a phone. */
export async function openFilters(page: Page): Promise<Locator> {
  if (isPhone(page)) {
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    return sheet;
  }
  return page.getByRole('complementary', { name: 'Filters' });
}

/** Closes the phone's filter sheet (nothing to do on a desktop). */
export async function closeFilters(page: Page): Promise<void> {
  if (!isPhone(page)) return;
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: /^Show/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
}

/**
 * Pages an open calendar forward until `day` (YYYY-MM-DD) is a day of the shown month (a
 * neighbouring month's days are blank) and returns its cell. It first waits for the calendar to
 * be drawn: counting cells before that would page past the month it opens on.
 */
export async function showMonthOf(calendar: Locator, day: string): Promise<Locator> {
  const cell = calendar.locator(`[data-day="${day}"]:not([data-outside])`);
  const grid = calendar.getByRole('grid').first();
  await expect(grid).toBeVisible();
  for (let i = 0; i < 24 && (await cell.count()) === 0; i++) {
    const shown = (await grid.getAttribute('aria-label')) ?? '';
    await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
    await expect(grid).not.toHaveAttribute('aria-label', shown);
  }
  await expect(cell).toHaveCount(1);
  return cell;
}

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page, context: string): Promise<void> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} → ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
    `accessibility of ${context}`,
  ).toEqual([]);
}
