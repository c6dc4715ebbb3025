import type { Page } from '@playwright/test';
import { DEMO_OWNER, placePaidRental, signInToBackOffice, uploadIdDocument } from './support/admin';
import { expect, expectAccessible, isPhone, test } from './support/fixtures';
import { loginByApi } from './support/login';

/*
 * The back office at /admin on the built app: the demo owner signs in with a code from the
 * development outbox, finds a customer's freshly paid rental among the orders, opens it and sees
 * its money; then walks it to the counter (prepared, ready, the rest collected, handed over), finds
 * it on its branch's calendar, takes it back, inspects it with a photo and a stain charge, and
 * refunds the rest of the deposit at the counter.
 */

test('the owner signs in, finds a paid order and walks it: ledger, hand-over, calendar, return, inspection, refund', async ({
  page,
  request,
}, testInfo) => {
  const customer = await loginByApi(request);
  const order = await placePaidRental(request, customer, testInfo);
  await uploadIdDocument(request, customer);
  if (isPhone(page)) await page.setViewportSize({ width: 360, height: 760 });

  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
  await expectAccessible(page, 'back office sign-in');
  await signInToBackOffice(page, DEMO_OWNER.mobile, request);
  await expect(page.getByText(DEMO_OWNER.name)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Audit log' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Search orders').fill(order.billNo);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await page.getByRole('link', { name: `Order ${order.billNo}` }).click();

  await expect(page.getByRole('heading', { name: `Order ${order.billNo}` })).toBeVisible();
  const money = page.getByRole('region', { name: 'Money' });
  await expect(money.getByText('Order total')).toBeVisible();
  await expect(money.getByText('Advance paid by online')).toBeVisible();
  await expect(money.getByText('Due from customer')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Timeline' }).getByText('Advance paid, booking confirmed'),
  ).toBeVisible();
  // A confirmed rental can be prepared, not handed over yet.
  const piece = page.getByRole('article', { name: new RegExp(order.productCode) });
  await expect(piece.getByRole('button', { name: 'Mark preparing' })).toBeVisible();
  await expect(piece.getByRole('button', { name: 'Hand over' })).toHaveCount(0);
  await expectAccessible(page, 'back office order');
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

  // At the counter: prepared, ready, the rest of the money collected in cash, handed over.
  const step = async (button: string, confirm = button) => {
    await piece.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: confirm }).click();
    await expect(dialog).toBeHidden();
  };
  await step('Mark preparing');
  await step('Mark ready');
  await expect(piece.getByText('Ready', { exact: true })).toBeVisible();
  await piece.getByRole('button', { name: 'Hand over' }).click();
  const handOver = page.getByRole('dialog');
  await expect(handOver.getByRole('heading', { name: /^Collect ₹/ })).toBeVisible();
  await handOver.getByLabel('Cash').check();
  await handOver.getByLabel('Reference (UPI or card slip no.)').fill('CASH-DESK-1');
  await handOver.getByRole('button', { name: 'Record payment' }).click();
  await expect(handOver.getByRole('heading', { name: `Hand over ${order.productCode}` })).toBeVisible();
  await handOver.getByRole('button', { name: 'Hand over' }).click();
  await expect(handOver).toBeHidden();
  await expect(piece.getByText('Handed over', { exact: true })).toBeVisible();
  await expect(money.getByText('Payment received by cash (ref. CASH-DESK-1)')).toBeVisible();
  await expect(money.getByText('Due from customer').locator('xpath=..').getByText('₹0')).toBeVisible();
  await expect(piece.getByRole('button', { name: 'Mark returned' })).toBeVisible();

  // The piece's branch: its day, and its calendar where the booking's bar opens the order again.
  await page.getByLabel('Branch').selectOption({ value: order.branchCode });
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { name: /^Today at / })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Counts' })).toBeVisible();
  await nav.getByRole('link', { name: 'Calendar' }).click();
  await page.getByLabel('Show').selectOption('month');
  await page.getByLabel('Find a piece').fill(order.productCode);
  const calendar = page.getByRole('region', { name: 'Booking calendar' });
  await expect(calendar.getByRole('button', { name: `Block ${order.productCode}` })).toBeVisible();
  await calendar
    .getByRole('link', { name: new RegExp(`Booking ${order.billNo}`) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: `Order ${order.billNo}` })).toBeVisible();

  // Back at the branch: returned, inspected with a photo and a stain charge, the rest refunded.
  await step('Mark returned');
  await piece.getByRole('button', { name: 'Inspect' }).click();
  const inspect = page.getByRole('dialog');
  await inspect
    .getByLabel('Photos (up to 4)')
    .setInputFiles({ name: 'stain.png', mimeType: 'image/png', buffer: await drawPng(page) });
  await inspect.getByLabel(/Haldi or mehendi stain/).check();
  await inspect.getByRole('button', { name: 'Save inspection' }).click();
  await expect(inspect).toBeHidden();
  await expect(money.getByText('Deducted for damage')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Photo 1' })).toBeVisible();
  await page.getByRole('button', { name: /^Refund ₹/ }).click();
  // The balance was paid in cash, so the rest goes back in cash at the counter.
  const refund = page.getByRole('dialog');
  await refund.getByLabel('Paid back by').selectOption('cash');
  await refund.getByLabel('Reference (for a counter refund)').fill('CASH-OUT-1');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(money.getByText(/^(Deposit refunded|Refunded)$/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Refund ₹/ })).toHaveCount(0);
});

/** A small picture drawn in the page, standing in for the phone camera's photo. */
async function drawPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    ctx.fillStyle = '#f5ead9';
    ctx.fillRect(0, 0, 160, 120);
    ctx.fillStyle = '#b8893b';
    ctx.beginPath();
    ctx.arc(80, 60, 30, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}
