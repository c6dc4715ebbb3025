import type { Page } from '@playwright/test';
import { expect, expectAccessible, isPhone, test } from './support/fixtures';
import { freshMobile, useToken } from './support/login';

/*
 * Hindi beside English: a visitor switches to हिन्दी, walks home → listing → product → login in
 * Hindi, a reload keeps it, and after login the choice is on their account, so another browser
 * logged in as the same customer shows Hindi from the start. At 390 px (phone project, the drawer's
 * switcher) and 1280 px (the header's).
 */

async function atWidth(page: Page) {
  if (!isPhone(page)) await page.setViewportSize({ width: 1280, height: 800 });
}

async function chooseHindi(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
    // The drawer itself now speaks Hindi; close it.
    await expect(page.getByRole('dialog', { name: 'मेन्यू' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } else {
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
  }
}

async function readOtp(page: Page, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get(`/api/dev/sms-outbox?mobile=${mobile}`)).json()) as {
        messages: { body: string }[];
      };
      code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

test('a visitor switches to Hindi, browses and logs in in Hindi; the account keeps the choice', async ({
  page,
  browser,
}) => {
  // A long walk (two browsers, a login) on a shared machine.
  test.setTimeout(180_000);
  await atWidth(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { level: 2, name: 'Men Collection', exact: true })).toBeVisible();

  await chooseHindi(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 2, name: 'पुरुषों का कलेक्शन', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'किराए पर लेना कैसे काम करता है' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'हमसे बात करें' })).toBeVisible();
  await expect(page.getByText('Men Collection')).toHaveCount(0);

  // Home → a listing: its count, filters and dates in Hindi.
  await page.locator('section[aria-labelledby="home-men"] ul a').first().click();
  await expect(page).toHaveURL(/\/listing\//);
  await expect(page.getByText(/^\d+\+? पोशाक(ें)?$/)).toBeVisible();
  if (isPhone(page)) await expect(page.getByRole('button', { name: /^फ़िल्टर/ })).toBeVisible();
  else await expect(page.getByRole('complementary', { name: 'फ़िल्टर' })).toContainText('किराए की अवधि');

  // → a product: its booking box in Hindi; a reload keeps Hindi.
  const card = page.locator('main a[href^="/product/"]').first();
  await card.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 2, name: 'अपने समारोह के लिए बुक करें' })).toBeVisible();
  await expect(page.getByTestId('rental-summary')).toHaveText(/^\d+ दिन \/ ₹[\d,]+$/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 2, name: 'अपने समारोह के लिए बुक करें' })).toBeVisible();

  // → login, in Hindi, form checks included.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeVisible();
  await expectAccessible(page, 'login in Hindi');
  const mobile = freshMobile();
  const mobileInput = page.getByLabel('मोबाइल नंबर डालें');
  await mobileInput.fill('98765');
  await mobileInput.blur();
  await expect(page.getByText('मोबाइल नंबर ठीक 10 अंकों का होना चाहिए')).toBeVisible();
  await mobileInput.fill(mobile);
  await page.getByRole('button', { name: 'OTP भेजें' }).click();
  const otp = await readOtp(page, mobile);
  await page.getByRole('textbox', { name: 'OTP डालें', exact: true }).fill(otp);
  await page.getByRole('button', { name: 'OTP जाँचें' }).click();
  await expect(page).toHaveURL(/\/userdashboard$/);

  // The choice made as a visitor is now on the account.
  const token = await page.evaluate(() => localStorage.getItem('vastra.token'));
  await expect
    .poll(async () => {
      const me = await page.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
      return ((await me.json()) as { language: string }).language;
    })
    .toBe('hi');

  // Another browser, logged in as the same customer, shows Hindi.
  const other = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    isMobile: isPhone(page),
    hasTouch: isPhone(page),
  });
  try {
    const fresh = await other.newPage();
    // The same session, in a browser with nothing stored: no cookie, no language.
    await useToken(fresh, token ?? '');
    await fresh.goto('/');
    // Shown once the account has answered (a busy test machine may take a while).
    await expect(fresh.getByRole('heading', { level: 2, name: 'पुरुषों का कलेक्शन', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(fresh.locator('html')).toHaveAttribute('lang', 'hi-IN');
    // And back to English from there: saved on the account too.
    if (isPhone(fresh)) {
      await fresh.getByRole('button', { name: 'मेन्यू खोलें' }).click();
      await fresh.getByRole('dialog').getByRole('button', { name: 'English' }).click();
      await fresh.keyboard.press('Escape');
    } else {
      await fresh.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' }).click();
    }
    await expect(fresh.getByRole('heading', { level: 2, name: 'Men Collection', exact: true })).toBeVisible();
    await expect
      .poll(async () => {
        const me = await fresh.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
        return ((await me.json()) as { language: string }).language;
      })
      .toBe('en');
  } finally {
    await other.close();
  }
});
