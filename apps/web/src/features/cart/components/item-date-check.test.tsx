import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { addDays, formatEventDate, MESSAGES, todayInIndia } from '@vastra/shared/rules';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, on } from '@/test/fake-api';
import { rentalInBag } from '@/test/fixtures';
import { CartLine } from './cart-line';

const eventDate = addDays(todayInIndia(), 25);
const item = rentalInBag(eventDate);

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
