import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { addDays, MESSAGES, todayInIndia } from '@vastra/shared/rules';
import { type Cart, DEFAULT_SETTINGS, type Profile } from '@vastra/shared/schemas';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { fakeApi, on } from '@/test/fake-api';
import { PROFILE, rentalInBag, SHERWANI } from '@/test/fixtures';
import { CheckoutPage } from './checkout-page';

const eventDate = addDays(todayInIndia(), 20);
const totals = {
  subtotal: 8000,
  discount: 0,
  deliveryFee: 200,
  gst: 0,
  total: 8200,
  advance: 2050,
  balance: 6150,
  advancePct: 25,
  orderType: 'rent' as const,
  memberDiscountPct: 0,
};
const cart: Cart = {
  items: [rentalInBag(eventDate, { ...SHERWANI, categorySlug: 'indo-western-sherwani' })],
  totals,
  deliveryType: 'home',
  maxItems: 1,
} as Cart;
const profile: Profile = PROFILE;

const NO_CREDIT = { balance: 0, grants: [], history: [] };

function renderCheckout() {
  session.setToken('token-1');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/wishlist', element: <h1>Wishlist page</h1> },
    ],
    { initialEntries: ['/checkout'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('checkout: a piece booked by someone else meanwhile', () => {
  it('says why, keeps the bag, and offers other dates or similar free pieces', async () => {
    const calls = fakeApi(
      on('GET', '/api/settings/public', { status: 200, body: DEFAULT_SETTINGS }),
      on('GET', '/api/me', { status: 200, body: profile }),
      on('GET', '/api/me/credit', { status: 200, body: NO_CREDIT }),
      on('GET', '/api/cart', { status: 200, body: cart }),
      on('POST', '/api/orders', {
        status: 409,
        body: { error: { code: 'CONFLICT', message: MESSAGES.conflict } },
      }),
      () => ({ status: 200, body: [] }),
    );
    const router = renderCheckout();

    fireEvent.click(await screen.findByRole('button', { name: /Place Order/ }));
    const terms = await screen.findByRole('dialog', { name: 'Payment Terms' });
    fireEvent.click(within(terms).getByRole('button', { name: 'Confirm' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Please change your event date. This product is already booked for an event in that days',
    );
    expect(screen.queryByText(/Moving items to wishlist/)).toBeNull();
    // The bag is kept: nothing was moved to the wishlist or taken out of the cart.
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/orders',
    ]);
    expect(router.state.location.pathname).toBe('/checkout');
    expect(
      within(alert)
        .getByRole('link', { name: /Choose other dates/ })
        .getAttribute('href'),
    ).toBe('/product/ivory-sherwani/SH101/');
    expect(
      within(alert)
        .getByRole('link', { name: /similar Sherwani free/ })
        .getAttribute('href'),
    ).toBe(`/listing/indo-western-sherwani/SHERWANI?eventDate=${eventDate}&period=6`);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment Terms' })).toBeNull());
  });
});

describe('checkout: a kit’s part booked by someone else meanwhile', () => {
  it('names the part and the piece of the same kind and size free instead', async () => {
    const message =
      'The Safa of this kit (SAF1001) is already booked for those dates. SAF1002 (No size) is free instead.';
    const calls = fakeApi(
      on('GET', '/api/settings/public', { status: 200, body: DEFAULT_SETTINGS }),
      on('GET', '/api/me', { status: 200, body: profile }),
      on('GET', '/api/me/credit', { status: 200, body: NO_CREDIT }),
      on('GET', '/api/cart', { status: 200, body: cart }),
      on('POST', '/api/cart/kits/swap', { status: 200, body: cart }),
      on('POST', '/api/orders', {
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message,
            part: { label: 'Safa', code: 'SAF1001' },
            substitute: { code: 'SAF1002', slug: 'red-safa', name: 'Red safa', sizeLabel: 'No size' },
          },
        },
      }),
      () => ({ status: 200, body: [] }),
    );
    renderCheckout();
    fireEvent.click(await screen.findByRole('button', { name: /Place Order/ }));
    const terms = await screen.findByRole('dialog', { name: 'Payment Terms' });
    fireEvent.click(within(terms).getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);

    // The offered safa takes the taken one's place in the bag; the refusal is answered.
    fireEvent.click(within(alert).getByRole('button', { name: 'Use SAF1002 as the Safa instead' }));
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    expect(calls.find((c) => c.path === '/api/cart/kits/swap')?.body).toEqual({
      from: 'SAF1001',
      to: 'SAF1002',
    });
  });
});

describe('checkout: the address on a shared phone', () => {
  it('keeps what is typed out of the browser’s storage', async () => {
    fakeApi(
      on('GET', '/api/settings/public', { status: 200, body: DEFAULT_SETTINGS }),
      on('GET', '/api/me', { status: 200, body: profile }),
      on('GET', '/api/me/credit', { status: 200, body: NO_CREDIT }),
      on('GET', '/api/cart', { status: 200, body: cart }),
      () => ({ status: 200, body: [] }),
    );
    renderCheckout();
    const building = (await screen.findByLabelText(/Building \/ flat no/)) as HTMLInputElement;
    fireEvent.input(building, { target: { value: '7 Secret Tower' } });
    fireEvent.blur(building);
    await waitFor(() => expect(building.value).toBe('7 Secret Tower'));

    const stored = [localStorage, sessionStorage]
      .flatMap((store) => Object.keys(store).map((key) => `${key}=${store.getItem(key)}`))
      .join('\n');
    expect(stored).not.toContain('Secret Tower');
    expect(stored).not.toContain(profile.building);
  });
});
