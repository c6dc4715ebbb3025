import { formatRupees } from '../packages/shared/src/rules/index.ts';
import type { Settings } from '../packages/shared/src/schemas/index.ts';
import { demoOwner, signInToBackOffice } from './support/admin';
import { expect, expectAccessible, test } from './support/fixtures';
import { loginByApi, useToken } from './support/login';
import { rentalInCart, restoreAdvance, restoreTexts } from './support/settings';

/*
 * The owner changes the booking advance in the back office's settings editor; a new customer's
 * checkout and the cancellation policy page state the new figure at once. The shop's settings are
 * put back afterwards, since every other browser test reads them too.
 */
test('the owner changes the advance percentage; checkout and policy page show it at once', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const before = (await (await request.get('/api/settings/public')).json()) as Settings;
  const next = before.advance.rentPct === 30 ? 35 : 30;

  await page.goto('/admin/settings');
  await signInToBackOffice(page, demoOwner(testInfo).mobile, request);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  try {
    const advance = page.getByLabel('Advance on rentals (%)');
    await expect(advance).toHaveValue(String(before.advance.rentPct));
    await expectAccessible(page, 'back office settings');

    // A value out of range is refused as typed, and nothing is saved.
    await advance.fill('-5');
    await expect(page.getByRole('alert').filter({ hasText: 'between 0 and 100' }).first()).toBeVisible();

    await advance.fill(String(next));
    const preview = page.getByTestId('policy-preview');
    await expect(preview).toContainText(`${next}% of the order total for rentals`);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toContainText(
      `Advance on rentals (%) (advance.rentPct): ${before.advance.rentPct} → ${next}`,
    );
    await expect(history).toContainText(demoOwner(testInfo).name);

    // A new customer's checkout asks for the new share.
    const token = await loginByApi(request);
    await rentalInCart(request, token, 14);
    const cart = (await (
      await request.get('/api/cart', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { totals: { advance: number; advancePct: number; total: number } };
    expect(cart.totals.advancePct).toBe(next);
    expect(cart.totals.advance).toBe(Math.round((cart.totals.total * next) / 100));
    const shopper = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    await useToken(shopper, token);
    await shopper.goto('/checkout');
    await expect(shopper.getByTestId('amount-advance')).toHaveText(formatRupees(cart.totals.advance));
    await expect(shopper.getByText(`(${next}%)`)).toBeVisible();

    // The policy page states it.
    await shopper.goto('/cancellation-policy');
    await expect(shopper.getByRole('main')).toContainText(`${next}% of the order total for rentals`);
    await shopper.close();
  } finally {
    await restoreAdvance(page, request, before.advance.rentPct);
  }
});

/*
 * The owner adds wording to the cancellation policy (with a live figure) and a question to the
 * FAQs, reads both in the preview, saves, and the storefront's pages show them. Only additions,
 * so the other browser tests still find the default sentences; the wording is put back afterwards.
 */
test('the owner edits the cancellation policy and the FAQs; the storefront shows the new wording', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const before = (await (await request.get('/api/settings/public')).json()) as Settings;
  const pct = before.advance.rentPct;

  await page.goto('/admin/settings');
  await signInToBackOffice(page, demoOwner(testInfo).mobile, request);
  await expect(page.getByRole('heading', { name: 'Policy and FAQ wording' })).toBeVisible();
  try {
    const preview = page.getByTestId('policy-preview');
    await page.getByRole('button', { name: 'Add a paragraph to section 1' }).click();
    const added = page.getByLabel('Section 1, paragraph 2', { exact: true });
    // A figure the shop does not know is refused in words, and nothing is saved.
    await added.fill('Plans changed? Your {advancePct}% advance is safe with us.');
    await expect(page.getByText('{advancePct} is not a figure the shop knows').first()).toBeVisible();
    await added.fill('Plans changed? Your {advancePercent}% advance is safe with us.');
    await expect(preview).toContainText(`Plans changed? Your ${pct}% advance is safe with us.`);

    await page.getByLabel('Page to edit').selectOption('faqs');
    await page.getByRole('button', { name: 'Add a question' }).first().click();
    await page.getByLabel('Group 1, question 7', { exact: true }).fill('Do you rent safas and jewellery?');
    await page
      .getByLabel('Group 1, answer 7, paragraph 1', { exact: true })
      .fill('Safas, yes: ask your branch about jewellery.');
    await expect(preview).toContainText('Renting an outfit: Do you rent safas and jewellery?');

    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toContainText(
      'Cancellation policy (texts.cancellation): default wording → new wording',
    );

    const shopper = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    await shopper.goto('/cancellation-policy/');
    await expect(shopper.getByRole('main')).toContainText(
      `Plans changed? Your ${pct}% advance is safe with us.`,
    );
    await shopper.goto('/faqs/');
    await shopper.getByText('Do you rent safas and jewellery?').click();
    await expect(shopper.getByRole('main')).toContainText('Safas, yes: ask your branch about jewellery.');
    await shopper.close();
  } finally {
    await restoreTexts(page, request, before.texts);
  }
});
