import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { addDays, formatEventDate, MESSAGES, todayInIndia } from '@vastra/shared/rules';
import type { CartItem } from '@vastra/shared/schemas';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, on } from '@/test/fake-api';
import { CartLine } from './cart-line';

const eventDate = addDays(todayInIndia(), 25);
const item = {
  id: 'line-1',
  product: {
    code: 'SH101',
    slug: 'ivory-sherwani',
    name: 'Ivory Sherwani',
    type: 'rent',
    group: 'men',
    categoryCode: 'SHERWANI',
    categorySlug: 'sherwani',
    categoryName: 'Sherwani',
    size: 40,
    sizeLabel: 'L',
    colours: ['Gold'],
    rent: 4000,
    salePrice: null,
    mrp: 30000,
    isOnline: true,
    branchCode: 'GRG',
    branchName: 'Goregaon',
    image: null,
    imageKey: null,
    deposit: 4000,
    isAccessory: false,
  },
  period: 6,
  eventDate,
  deliveryDate: addDays(eventDate, -1),
  returnDate: addDays(eventDate, 4),
  rent: 4400,
  deposit: 4000,
  price: 4400,
  measurements: { pantLength: 41, pantWaist: 32, chest: 40, sleeveLength: 25 },
  remark: '',
} as CartItem;

function renderLine() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CartLine item={item} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a rental in the bag says whether it is still free for its date', () => {
  it('free: says so, asking the quote for the bag’s date and period', async () => {
    const calls = fakeApi(on('GET', '/api/products/SH101/quote', { status: 200, body: {} }));
    renderLine();
    expect((await screen.findByTestId('cart-date-check')).textContent).toBe(
      `Free for your date (${formatEventDate(eventDate)}).`,
    );
    expect(calls.map((c) => c.path)).toEqual(['/api/products/SH101/quote']);
  });

  it('booked meanwhile: gives the reason before the checkout', async () => {
    fakeApi(
      on('GET', '/api/products/SH101/quote', {
        status: 409,
        body: { error: { code: 'CONFLICT', message: MESSAGES.conflict } },
      }),
    );
    renderLine();
    expect((await screen.findByTestId('cart-date-check')).textContent).toBe(
      `Not free for your date (${formatEventDate(eventDate)}): ${MESSAGES.conflict}`,
    );
  });
});
