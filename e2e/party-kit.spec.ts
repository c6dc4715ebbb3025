import type { Page } from '@playwright/test';
import { addDays, todayInIndia } from '../packages/shared/src/rules/index.ts';
import type { KitDetail, Party } from '../packages/shared/src/schemas/index.ts';
import { expect, test } from './support/fixtures';
import { loginByApi, useToken } from './support/login';

const KIT = 'royal-groom-kit';
const SIZES = { pantLength: '40', pantWaist: '32', chest: '38', sleeveLength: '25' };
const DETAILS = {
  firstName: 'Arjun',
  lastName: 'Sharma',
  phone1: '9876543210',
  email: 'arjun@example.in',
  building: '12 Lotus Court',
  station: 'Kandivali',
  landmark: 'Opposite the park',
  city: 'Mumbai',
  state: 'Maharashtra',
  zipCode: '400067',
};

/*
 * A wedding-party member picks a kit instead of a piece: on the party page he chooses "A kit",
 * the groom's kit, another sherwani size than the first free one, and books it; the organiser's
 * list then shows him as having chosen the kit, by its name.
 */
test('a party member picks a four-part kit with his own sherwani size; the organiser sees the kit', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  // A date of its own per run on which every part has a free piece and the sherwani two free sizes.
  let eventDate = addDays(todayInIndia(new Date()), testInfo.project.name === 'phone' ? 250 : 210);
  let kit: KitDetail | null = null;
  for (let tries = 0; tries < 30; tries++, eventDate = addDays(eventDate, 2)) {
    const found = (await (await request.get(`/api/kits/${KIT}?eventDate=${eventDate}`)).json()) as KitDetail;
    const free = found.parts.map((p) => p.pieces.filter((x) => x.free));
    if (free.every((f) => f.length > 0) && free[0]!.length > 1) {
      kit = found;
      break;
    }
  }
  if (!kit) throw new Error('no date with the whole kit free');
  const sherwani = kit.parts[0]!.pieces.filter((p) => p.free)[1]!;

  const organiserToken = await loginByApi(request);
  const created = await request.post('/api/parties', {
    headers: { authorization: `Bearer ${organiserToken}` },
    data: { name: `Kapoor baraat ${testInfo.project.name}`, eventDate, pincode: '400067' },
  });
  expect(created.status()).toBe(201);
  const party = (await created.json()) as Party;

  const member = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const memberPage: Page = await member.newPage();
  await useToken(memberPage, await loginByApi(request));
  await memberPage.goto(party.sharePath);
  await memberPage.getByRole('button', { name: 'Join the party' }).click();
  await expect(memberPage.getByRole('heading', { name: 'Your outfit' })).toBeVisible();
  await memberPage.getByLabel('A kit (whole outfit)').check();
  await memberPage.locator('#party-kit').selectOption('KIT1001');
  await expect(memberPage.getByLabel('Safa: size')).toBeVisible();
  await memberPage.getByLabel('Sherwani: size').selectOption(sherwani.code);
  for (const [field, value] of Object.entries({ ...SIZES, ...DETAILS }))
    await memberPage.locator(`#party-${field}`).fill(value);
  await memberPage.getByRole('button', { name: 'Book and pay my advance' }).click();
  await expect(memberPage).toHaveURL(/\/pay\/local/);
  await member.close();

  await useToken(page, organiserToken);
  await page.goto(party.sharePath);
  const rows = page.getByTestId('party-member');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Arjun' }).getByRole('cell').nth(0)).toHaveText('Yes: Royal Groom Kit');
});
