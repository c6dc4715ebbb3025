import type { Page } from '@playwright/test';
import { addDays, formatOrderDate, todayInIndia } from '../packages/shared/src/rules/index.ts';
import {
  DEMO_MANAGER,
  DEMO_MANAGER_GKP,
  placePaidRental,
  signInToBackOffice,
  uploadIdDocument,
} from './support/admin';
import { expect, expectAccessible, isPhone, test } from './support/fixtures';
import { loginByApi, useToken } from './support/login';

/*
 * A branch's day on the built app. A customer rents a piece and pays the advance. On the delivery
 * day staff sign in (Ghatkopar's manager on a desktop, Kandivali's on a phone), find the order on
 * Today, collect the rest in cash and hand the piece over. The day after its return date it is
 * on Today's overdue list: staff take it back a day late (the late fee is charged), inspect it with
 * a photo and a stain charge, and refund the rest of the deposit at the counter. The customer's own
 * order page then shows each step with its day, the late fee, the charge with its photo, and the
 * refund.
 *
 * The server runs with DEV_CLOCK: the back office's requests carry X-Dev-Clock, so the server
 * answers them on those days while the other tests keep today; the page's clock follows.
 */

/** From now on this page and the server answering it live at `moment` (an ISO instant in IST). */
async function liveAt(page: Page, moment: string) {
  await page.setExtraHTTPHeaders({ 'x-dev-clock': moment });
  await page.clock.setSystemTime(new Date(moment));
}

test("a branch's day: Today, hand-over, a return a day late, inspection, refund, and what the customer sees", async ({
  page,
  request,
}, testInfo) => {
  // Each run walks its own branch with its own manager: the days it asks for are its own too
  // (a code sent "weeks ahead" would make others wait for the demo owner's next code).
  const staff = testInfo.project.name === 'phone' ? DEMO_MANAGER : DEMO_MANAGER_GKP;
  const customer = await loginByApi(request);
  const order = await placePaidRental(request, customer, testInfo, staff.branchCode);
  await uploadIdDocument(request, customer);
  if (isPhone(page)) await page.setViewportSize({ width: 360, height: 760 });

  // The delivery day, 10:00 at the branch.
  await liveAt(page, `${order.deliveryDate}T10:00:00+05:30`);
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
  await expectAccessible(page, 'back office sign-in');
  await signInToBackOffice(page, staff.mobile, request);
  await expect(page.getByText(staff.name)).toBeVisible();
  // A manager runs the branch's day; the audit log is the owner's.
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

  // Today: the order waits among the day's handovers; its row opens it.
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { name: /^Today at / })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Counts' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Handovers today' })
    .getByRole('link', { name: new RegExp(order.billNo) })
    .click();

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

  // The branch's calendar: the booking's bar opens the order again.
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

  // The day after the return date: a new working day, so a new sign-in; the piece is overdue.
  await liveAt(page, `${addDays(order.returnDate, 1)}T11:00:00+05:30`);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await signInToBackOffice(page, staff.mobile, request);
  await nav.getByRole('link', { name: 'Today' }).click();
  await page
    .getByRole('region', { name: 'Overdue returns' })
    .getByRole('link', { name: new RegExp(order.billNo) })
    .click();
  await expect(page.getByRole('heading', { name: `Order ${order.billNo}` })).toBeVisible();

  // Taken back a day late: the dialog says so and the late fee joins the order's money.
  await piece.getByRole('button', { name: 'Mark returned' }).click();
  const back = page.getByRole('dialog');
  await expect(back.getByText('1 day late: a late fee will be charged')).toBeVisible();
  await back.getByRole('button', { name: 'Mark returned' }).click();
  await expect(back).toBeHidden();
  await expect(money.getByText(/^Late return fee/)).toBeVisible();

  // Inspected with a photo and a stain charge; the rest of the deposit refunded at the counter.
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

  // The customer's own order page, on their phone today.
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const own = await browser.newContext({ baseURL: testInfo.project.use.baseURL ?? undefined });
  const mine = await own.newPage();
  await useToken(mine, customer);
  await mine.goto(`/order/${order.orderId}`);
  const steps = mine.getByTestId('timeline-step');
  const stepOn = (label: string, day: string) =>
    steps.filter({ hasText: label }).filter({ hasText: formatOrderDate(day) });
  await expect(stepOn('Advance paid, booking confirmed', todayInIndia())).toHaveCount(1);
  await expect(stepOn('Handed over', order.deliveryDate)).toHaveCount(1);
  await expect(stepOn('Returned', addDays(order.returnDate, 1))).toHaveCount(1);
  await expect(stepOn('Checked after return', addDays(order.returnDate, 1))).toHaveCount(1);
  const entries = mine.getByTestId('ledger-entry');
  await expect(entries.filter({ hasText: 'Late return fee' })).toHaveCount(1);
  const charge = entries.filter({ hasText: 'Deducted for damage' });
  await expect(charge).toContainText(/stain/i);
  await expect(charge.getByTestId('inspection-photo')).toBeVisible();
  // The photo itself, not a broken image.
  await expect
    .poll(() => charge.getByTestId('inspection-photo').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(entries.filter({ hasText: /Deposit refunded|Refunded/ }).first()).toBeVisible();
  await expect(mine.getByTestId('money-refunded')).toBeVisible();
  await expect(mine.getByTestId('money-due')).toHaveText('₹0');
  await own.close();
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
