import type { APIRequestContext } from '@playwright/test';
import { formatBlogDate, formatRupees } from '../packages/shared/src/rules/index.ts';
import type { BlogSummary, Branch, Profile } from '../packages/shared/src/schemas/index.ts';
import { getSettings } from './support/catalog';
import { expect, expectAccessible, test } from './support/fixtures';
import { freshMobile, loginByApi, useToken } from './support/login';

/** Where the web app remembers the page to return to after login (apps/web/src/lib/session.ts). */
const REDIRECT_KEY = 'vastra.redirectAfterLogin';

async function getJson<T>(request: APIRequestContext, url: string, token?: string): Promise<T> {
  const response = await request.get(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

test.describe('contact', () => {
  test('Get In Touch: required and format errors, then the thank-you toast', async ({ page }) => {
    const settings = await getSettings(page.request);
    await page.goto('/contact-us/');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: settings.support.phone })).toBeVisible();
    await expect(main.getByRole('link', { name: settings.support.email })).toBeVisible();
    await expect(main).toContainText(settings.support.hours);
    await expect(main.getByRole('link', { name: 'Store locator' })).toHaveAttribute('href', '/stores/');

    const form = page.getByRole('form', { name: 'Get In Touch' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('This field is required')).toHaveCount(3);

    await form.getByLabel('Name').fill('Asha Patel');
    await form.getByLabel('Email').fill('asha@');
    await form.getByLabel('Message').click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await form.getByLabel('Email').fill('asha.patel@example.in');
    await expect(form.getByText('Please enter a valid email address')).toBeHidden();
    await form.getByLabel('Message').fill('Do you have a maroon sherwani in size 40 for 12 December?');

    // The server refusing: the 'could not send' toast, and the form keeps what was typed.
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }),
    );
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('There was an error submitting the form. Please try again.')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Asha Patel');

    await page.unroute('**/api/contact');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thank you for getting in touch!')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
  });

  test('/contact shows the same page', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
  });
});

test('franchise application: required messages, the 500-character limit, success', async ({ page }) => {
  // The form comes in the page's HTML, its code after the page's: what is typed and tapped before
  // that code has run still counts (apps/web/src/lib/early-form.ts). The code is held back here
  // until the first tap, so the tap always comes first, as it may on a slow phone.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/franchise-form-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/franchise/enquiry/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Clothing Rental Franchise Application' }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Your application' });
  const submit = form.getByRole('button', { name: 'Submit Application' });

  await form.getByLabel('Name').fill('Rohan');
  await submit.click();
  release();
  await expect(form.getByText('This field is required')).toHaveCount(6);
  await expect(form.getByLabel('Name')).toHaveValue('Rohan');
  // Not sent the browser's own way (a GET with the fields in the address).
  expect(new URL(page.url()).search).toBe('');

  await form.getByLabel('Name').fill('Rohan Mehta');
  await form.getByLabel('Contact Number').fill('9820011987');
  await form.getByLabel('Email').fill('rohan@');
  await form.getByLabel('Location').click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await form.getByLabel('Email').fill('rohan.mehta@example.in');
  await form.getByLabel('Location').fill('Nashik, Maharashtra');

  const experience = form.getByLabel('Experience');
  await experience.fill('a'.repeat(501));
  await expect(form.getByText('At most 500 characters')).toBeVisible();
  await expect(form.getByText('501 / 500')).toBeVisible();
  await experience.fill('Eight years running a menswear shop on College Road.');
  await expect(form.getByText('At most 500 characters')).toBeHidden();
  await form.getByLabel('Rental Space').fill('A 600 sq ft ground-floor shop with two trial rooms.');
  await form.getByLabel('Additional Questions').fill('x'.repeat(500));
  await expect(form.getByText('500 / 500')).toBeVisible();
  await expect(form.getByText('This field is required')).toHaveCount(0);

  // Slow the answer a little to see the button's busy state.
  await page.route('**/api/franchise-applications', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await submit.click();
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(page.getByText('Form submitted successfully')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
});

test('store locator: search by city, and each map opens in a new tab', async ({ page }) => {
  const { items: branches } = await getJson<{ items: Branch[] }>(page.request, '/api/branches');
  const pune = branches.filter((b) => `${b.name} ${b.city}`.toLowerCase().includes('pune'));
  expect(pune.length).toBeGreaterThan(0);
  expect(pune.length).toBeLessThan(branches.length);

  await page.goto('/stores/');
  const cards = page.getByTestId('store-card');
  await expect(cards).toHaveCount(branches.length);
  await page.getByLabel('Search by name or city').fill('Pune');
  await expect(cards).toHaveCount(pune.length);
  for (const branch of pune) {
    const card = page.locator(`[data-testid="store-card"][data-code="${branch.code}"]`);
    await expect(card).toContainText(branch.name);
    await expect(card).toContainText(branch.address);
    await expect(card).toContainText(branch.pincode);
    const map = card.getByRole('link', { name: /View on Map/ });
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('href', branch.mapUrl ?? '');
    await expect(map).toHaveAttribute('rel', /noopener/);
  }

  await page.getByLabel('Search by name or city').fill('Timbuktu');
  await expect(cards).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /No store matches/ })).toBeVisible();

  await page.goto('/store');
  await expect(page.getByTestId('store-card')).toHaveCount(branches.length);
});

test('blog: the category bar filters, and a post opens from the list', async ({ page }) => {
  const { items: all } = await getJson<{ items: BlogSummary[] }>(page.request, '/api/blogs');
  const { items: fashion } = await getJson<{ items: BlogSummary[] }>(
    page.request,
    '/api/blogs?category=FASHION',
  );
  expect(fashion.length).toBeGreaterThan(0);
  expect(fashion.length).toBeLessThan(all.length);

  await page.goto('/blogs/');
  const cards = page.getByTestId('blog-card');
  await expect(cards).toHaveCount(all.length);
  const bar = page.getByRole('navigation', { name: 'Blog categories' });
  for (const name of ['ALL', 'COMPANY', 'FASHION', 'STYLE', 'TRENDS', 'BEAUTY']) {
    await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
  }

  await bar.getByRole('link', { name: 'FASHION', exact: true }).click();
  await expect(page).toHaveURL(/\/blogs\/\?category=FASHION$/);
  await expect(cards).toHaveCount(fashion.length);
  await expect(page.locator('[data-testid="blog-card"]:not([data-category="FASHION"])')).toHaveCount(0);
  await expect(bar.getByRole('link', { name: 'FASHION', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await bar.getByRole('link', { name: 'ALL', exact: true }).click();
  await expect(cards).toHaveCount(all.length);

  const post = all[0]!;
  const first = cards.first();
  await expect(first).toContainText('By Admin');
  await expect(first).toContainText(formatBlogDate(post.publishedAt));
  await expect(first.getByRole('link', { name: /Continue Reading/ })).toHaveAttribute(
    'href',
    `/blog/${post.seoUrl}`,
  );
  await first.getByRole('link', { name: post.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.seoUrl}$`));
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(formatBlogDate(post.publishedAt));
  await expect(page.getByRole('main').locator('article img').first()).toBeVisible();

  await page.goto('/blog/no-such-post-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
});

test('policies state the figures of the settings; the shipping policy closes back', async ({ page }) => {
  const settings = await getSettings(page.request);
  const main = page.getByRole('main');
  // The back office's settings test changes the advance for a moment while this one runs beside
  // it: the settings and the page are read together, again until they were read at one moment.
  await expect(async () => {
    const now = await getSettings(page.request);
    await page.goto('/cancellation-policy/');
    await expect(page.getByRole('heading', { level: 1, name: 'Cancellation Policy' })).toBeVisible();
    await expect(main).toContainText(`${now.advance.rentPct}% of the order total for rentals`, {
      timeout: 2_000,
    });
    await expect(main).toContainText(`valid for ${now.cancellation.storeCreditValidityDays} days`);
    await page.goto('/faqs/');
    await expect(main).toContainText(`A booking advance of ${now.advance.rentPct}%`, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  for (const path of ['/return-policy/', '/privacy-policy/', '/terms-conditions/', '/disclaimer']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
  }

  // The shipping policy: opened from the FAQs, its close button goes back there.
  await page.goto('/faqs/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shipping Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping Policy' })).toBeVisible();
  await expect(main).toContainText(`${settings.delivery.radiusKm} km`);
  await expect(main).toContainText(`Home delivery: ${formatRupees(settings.delivery.homeFee)} per order`);
  await page.getByRole('button', { name: 'Close Shipping Policy' }).click();
  await expect(page).toHaveURL(/\/faqs\/$/);
});

test('membership: plan B bought at the local gateway is active; a second plan is refused', async ({
  page,
}) => {
  const settings = await getSettings(page.request);
  const planB = settings.membership.plans.find((p) => p.code === 'B')!;

  await page.goto('/membership');
  for (const plan of settings.membership.plans) {
    await expect(page.getByRole('link', { name: new RegExp(`^Choose ${plan.name}`) })).toHaveAttribute(
      'href',
      `/register/${plan.code}`,
    );
  }
  await expect(page.getByRole('main')).toContainText(formatRupees(planB.price));
  // The video area: a poster with a play button; the captioned film plays in a dialog.
  await page.getByRole('button', { name: /Watch/ }).click();
  const film = page.getByRole('dialog', { name: 'The Vastra membership in a minute' });
  await expect(film.getByText('Choose a plan', { exact: true })).toBeVisible();
  await film.getByRole('button', { name: 'Pause' }).click();
  await expect(film.getByRole('button', { name: 'Play' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(film).toBeHidden();

  // A visitor is asked to log in, and the page is remembered for afterwards.
  await page.getByRole('link', { name: /^Choose Standard/ }).click();
  await expect(page).toHaveURL(/\/register\/B$/);
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByRole('button', { name: /Register and pay/ }).click();
  await expect(form.getByText('This field is required')).toHaveCount(5);
  await form.getByLabel('Mobile Number').fill('9820012345');
  await form.getByLabel('Name').fill('Asha Rao');
  await form.getByLabel('Email').fill('asha.rao@example.in');
  await form.getByLabel('City').fill('Mumbai');
  await form.getByLabel('Pincode').fill('400067');
  await form.getByRole('button', { name: /Register and pay/ }).click();
  const prompt = page.getByRole('dialog', { name: 'Please login to continue' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), REDIRECT_KEY)).toBe('/register/B');

  // Logged in: pay ₹299 at the local gateway.
  const mobile = freshMobile();
  const token = await loginByApi(page.request, mobile);
  await useToken(page, token);
  await page.goto('/register/B');
  await expect(form.getByLabel('Mobile Number')).toHaveValue(mobile);
  await form.getByLabel('Name').fill('Asha Rao');
  await form.getByLabel('Email').fill('asha.rao@example.in');
  await form.getByLabel('City').fill('Mumbai');
  await form.getByLabel('Pincode').fill('400067');
  await form.getByRole('button', { name: `Register and pay ${formatRupees(planB.price)}` }).click();
  const pay = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(pay).toContainText(formatRupees(planB.price));
  await pay.getByRole('button', { name: `Pay ${formatRupees(planB.price)}` }).click();
  await expect(page.getByRole('heading', { name: 'Your membership is active' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`${planB.name} member`);

  const me = await getJson<Profile>(page.request, '/api/me', token);
  expect(me.membership).toMatchObject({ plan: 'B', name: planB.name, discountPct: planB.discountPct });
  await expect(page.getByRole('main')).toContainText(`${planB.discountPct}% off rent`);

  // A second plan: the page and the API both refuse it.
  await page.goto('/register/C');
  await expect(page.getByRole('heading', { name: 'Card already registered for this user.' })).toBeVisible();
  const again = await page.request.post('/api/membership', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      plan: 'C',
      mobile,
      name: 'Asha Rao',
      email: 'asha.rao@example.in',
      city: 'Mumbai',
      pincode: '400067',
    },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
    'Card already registered for this user.',
  );
});

test('information pages have no serious accessibility problems', async ({ page }) => {
  const pages: [string, string][] = [
    ['/about-us/', 'Insight into Company'],
    ['/contact-us/', 'Contact Us'],
    ['/stores/', 'Store Locator'],
    ['/blogs/', 'Blog'],
    ['/return-policy/', 'Return Policy'],
    ['/faqs/', 'Frequently Asked Questions'],
    ['/franchise/enquiry/', 'Clothing Rental Franchise Application'],
    ['/membership', 'Vastra Fashion Membership'],
    ['/membership-benefits/', 'Membership Benefits'],
    ['/register/A', 'Membership Registration'],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The page's own data has arrived (no loading outline left).
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page, path);
  }
});
