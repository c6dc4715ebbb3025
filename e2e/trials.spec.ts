import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, formatEventDate, todayInIndia } from '../packages/shared/src/rules/index.ts';
import type { ListingResult, TrialSlots } from '../packages/shared/src/schemas/index.ts';
import { DEMO_MANAGER, DEMO_MANAGER_GKP, signInToBackOffice } from './support/admin';
import { expect, test } from './support/fixtures';
import { loginByApi, useToken } from './support/login';

/*
 * A bride books a half-hour trial of a lehenga at its branch from the piece's page; the slot is no
 * longer offered, her account lists the trial, and on the trial's day the branch's manager sees it
 * under "Trials today" (the back office's requests name that day through X-Dev-Clock).
 */

/** A women's rental of the branch whose day is free for trials, a different one for each run. */
async function trialPiece(request: APIRequestContext, branchCode: string, day: string, skip: number) {
  const listing = (await (
    await request.get(`/api/products?type=rent&group=women&limit=60&branch=${branchCode}`)
  ).json()) as ListingResult;
  let seen = 0;
  for (const piece of listing.items.filter((p) => p.isOnline && p.branchCode === branchCode)) {
    const slots = (await (
      await request.get(`/api/products/${piece.code}/trial-slots?date=${day}`)
    ).json()) as TrialSlots;
    if (slots.unavailable === null && slots.slots.includes('12:00') && slots.slots.includes('12:30')) {
      if (seen === skip) return piece;
      seen += 1;
    }
  }
  throw new Error(`no piece of ${branchCode} is free for trials on ${day}`);
}

async function openTrialPicker(page: Page, day: string) {
  const box = page.getByTestId('book-trial');
  await box.getByRole('button', { name: 'Book a trial' }).click();
  await box.getByLabel('Day of the trial').fill(day);
  return box.getByRole('group', { name: 'Free trial slots' });
}

test('a bride books a trial slot; the slot is taken; staff see it on Today', async ({
  page,
  request,
}, testInfo) => {
  const staff = testInfo.project.name === 'phone' ? DEMO_MANAGER : DEMO_MANAGER_GKP;
  const day = addDays(todayInIndia(), 6);
  const piece = await trialPiece(request, staff.branchCode, day, testInfo.project.name === 'phone' ? 0 : 1);
  await useToken(page, await loginByApi(request));

  await page.goto(`/product/${piece.slug}/${piece.code}/`);
  const slots = await openTrialPicker(page, day);
  await slots.getByRole('button', { name: '12:00' }).click();
  await page.getByRole('button', { name: `Book the trial at 12:00 on ${formatEventDate(day)}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Trial booked' })).toContainText(
    `${formatEventDate(day)} at 12:00`,
  );

  // The piece is no longer free in that slot; the next one still is.
  await page.reload();
  const again = await openTrialPicker(page, day);
  await expect(again.getByRole('button', { name: '12:30' })).toBeVisible();
  await expect(again.getByRole('button', { name: '12:00' })).toHaveCount(0);

  // Her account lists it.
  await page.goto('/account-fit-check-requests');
  const row = page.getByTestId('trial-row').filter({ hasText: piece.code });
  await expect(row).toContainText(`${formatEventDate(day)} at 12:00`);
  await expect(row).toContainText('Booked');

  // On the trial's day the branch's manager finds it on Today.
  const moment = `${day}T10:00:00+05:30`;
  await page.setExtraHTTPHeaders({ 'x-dev-clock': moment });
  await page.clock.setSystemTime(new Date(moment));
  await page.goto('/admin/');
  await signInToBackOffice(page, staff.mobile, request);
  await expect(page.getByRole('heading', { name: /^Today at / })).toBeVisible();
  const trials = page.getByRole('region', { name: 'Trials today' });
  const trial = trials.getByTestId('trial-today').filter({ hasText: piece.code });
  await expect(trial).toContainText('12:00');
  await expect(trial.getByRole('button', { name: 'No-show' })).toBeVisible();
});
