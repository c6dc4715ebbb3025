import { writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { demoOwner, placePaidRental, signInToBackOffice } from './support/admin';
import { expect, expectAccessible, test } from './support/fixtures';
import { loginByApi } from './support/login';

/** A camera picture of the tag: the label centred on a white 640 × 480 frame, as JPEG. */
async function cameraFrame(label: Buffer): Promise<Buffer> {
  return sharp(label)
    .resize(560, 400, { fit: 'inside' })
    .extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#ffffff' })
    .resize(640, 480, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/*
 * QR tags at the counter: the owner prints the tag of a piece a customer has just rented and paid
 * for; a second browser whose camera "sees" that printed tag (Chromium's fake camera playing a
 * video made from the tag's picture) opens the scan screen, reads the QR code and shows the piece
 * with its order and the step that fits, which opens that step on the order.
 */
test('a printed QR tag shown to the camera opens the piece with its order and next step', async ({
  page,
  request,
}, testInfo) => {
  const customer = await loginByApi(request);
  const order = await placePaidRental(request, customer, testInfo);

  await page.goto('/admin/labels');
  await signInToBackOffice(page, demoOwner(testInfo).mobile, request);
  await expect(page.getByRole('heading', { name: /^QR tags/ })).toBeVisible();
  await page.getByLabel('Branch').selectOption({ value: order.branchCode });
  await page.getByLabel('Code or name').fill(order.productCode);
  const tag = page.locator(`li[data-code="${order.productCode}"]`);
  await expect(tag).toBeVisible();
  await expect(tag.getByRole('img', { name: `QR code for ${order.productCode}` })).toBeVisible();
  await expectAccessible(page, 'QR tag sheet');

  // The tag's picture becomes the fake camera's video: the same frame again and again (MJPEG).
  const frame = await cameraFrame(await tag.screenshot());
  const video = testInfo.outputPath('tag.mjpeg');
  await writeFile(video, Buffer.concat(Array.from({ length: 20 }, () => frame)));
  const signedIn = await page.context().storageState();

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const counter = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      storageState: signedIn,
      permissions: ['camera'],
      viewport: page.viewportSize() ?? { width: 390, height: 844 },
    });
    const phone = await counter.newPage();
    const errors: string[] = [];
    phone.on('pageerror', (error) => errors.push(error.message));
    await phone.goto('/admin/scan');
    await expect(phone.getByRole('heading', { name: 'Scan a tag' })).toBeVisible();

    await expect(phone).toHaveURL(new RegExp(`/admin/scan/${order.productCode}$`), { timeout: 20_000 });
    await expect(phone.getByRole('heading', { name: new RegExp(`^${order.productCode} · `) })).toBeVisible();
    await expect(phone.getByRole('main').getByText(`(${order.branchCode})`)).toBeVisible();
    await expect(phone.getByTestId('piece-status')).toHaveText('In the shop, booked');
    await expect(phone.getByRole('link', { name: order.billNo, exact: true })).toBeVisible();

    // A paid rental waits to be prepared: the step opens on its order.
    await phone.getByRole('link', { name: 'Mark preparing' }).click();
    await expect(phone).toHaveURL(new RegExp(`/admin/orders/${order.orderId}\\?line=.+&step=prepare$`));
    const prepare = phone.getByRole('dialog', { name: `Mark preparing: ${order.productCode}` });
    await prepare.getByRole('button', { name: 'Mark preparing' }).click();
    await expect(prepare).toBeHidden();
    const piece = phone.getByRole('article', { name: new RegExp(order.productCode) });
    await expect(piece.getByRole('button', { name: 'Mark ready' })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
