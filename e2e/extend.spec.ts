import type { Page } from '@playwright/test';
import { addDays, formatOrderDate } from '../packages/shared/src/rules/index.ts';
import { placePaidRental } from './support/admin';
import { expect, expectAccessible, test } from './support/fixtures';
import { loginByApi, useToken } from './support/login';

/*
 * A family wants two more days when the reception moves. The customer has a paid rental; on its
 * delivery day (the server and the page both live then, through DEV_CLOCK's X-Dev-Clock) the order
 * page offers 'Extend rental': 2, 4 or 6 more days with the new return date and the price. The
 * customer pays on the same payment page as the advance and the order shows the new return date,
 * the extension in its money and its timeline.
 */

/** From now on this page and the server answering it live at `moment` (an ISO instant in IST). */
async function liveAt(page: Page, moment: string) {
  await page.setExtraHTTPHeaders({ 'x-dev-clock': moment });
  await page.clock.setSystemTime(new Date(moment));
}

test('an extension is paid and the return date moves', async ({ page, request }, testInfo) => {
  const customer = await loginByApi(request);
  const order = await placePaidRental(request, customer, testInfo, undefined, 1);
  await useToken(page, customer);
  await liveAt(page, `${order.deliveryDate}T11:00:00+05:30`);

  await page.goto(`/order/${order.orderId}`);
  await expect(page.getByTestId('order-return-date')).toHaveText(formatOrderDate(order.returnDate));
  const extend = page.getByRole('region', { name: 'Extend rental' });
  await expect(extend).toBeVisible();
  const two = extend.getByTestId('extend-2');
  const newReturn = addDays(order.returnDate, 2);
  await expect(two).toContainText(`2 more days · return on ${formatOrderDate(newReturn)}`);
  const price = /₹[\d,]+/.exec((await two.textContent()) ?? '')?.[0];
  if (!price) throw new Error('the choice shows no price');
  await expectAccessible(page, 'order page with extend rental');

  await two.getByRole('radio').check();
  await extend.getByRole('button', { name: `Extend rental · pay ${price}` }).click();

  await expect(page.getByRole('heading', { name: 'Pay for your rental extension' })).toBeVisible();
  await expect(page.getByTestId('pay-amount')).toHaveText(price);
  await page.getByRole('button', { name: `Pay ${price}` }).click();

  await expect(page).toHaveURL(new RegExp(`/order/${order.orderId}$`));
  await expect(page.getByTestId('order-return-date')).toHaveText(formatOrderDate(newReturn));
  await expect(page.getByText('Rental extended, new return date')).toBeVisible();
  const money = page.getByRole('region', { name: 'Payments and refunds' });
  await expect(money.getByRole('listitem').filter({ hasText: /^Rental extended/ })).toContainText(price);
  await expect(money.getByRole('listitem').filter({ hasText: 'Extension paid online' })).toContainText(price);
});
