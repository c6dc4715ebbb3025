import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { addDays, formatEventDate, MESSAGES, rentalDates, todayInIndia } from '@vastra/shared/rules';
import { DEFAULT_SETTINGS, type Wishlist } from '@vastra/shared/schemas';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, on } from '@/test/fake-api';
import { SHERWANI } from '@/test/fixtures';
import { RentFromWishlistDialog } from './rent-from-wishlist-dialog';

const product: Wishlist['items'][number]['product'] = {
  ...SHERWANI,
  branchCode: 'AND',
  branchName: 'Andheri',
  deposit: 2000,
};

const saved = {
  pantLength: 41,
  pantWaist: 32,
  chest: 40,
  sleeveLength: 25,
  updatedAt: '2026-01-01T00:00:00Z',
};
const eventDate = addDays(todayInIndia(), 30);

function renderDialog() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onAdded = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <RentFromWishlistDialog
        product={product}
        settings={DEFAULT_SETTINGS}
        onClose={vi.fn()}
        onAdded={onAdded}
      />
    </QueryClientProvider>,
  );
  return { onAdded };
}

const shopApi = (moveAnswer: { status: number; body?: unknown }) =>
  fakeApi(
    on('GET', '/api/me/measurements', { status: 200, body: saved }),
    on('GET', `/api/products/${product.code}/booked-dates`, {
      status: 200,
      body: {
        code: product.code,
        from: '',
        to: '',
        dates: [],
        earliestEventDate: addDays(todayInIndia(), 2),
      },
    }),
    on('GET', `/api/products/${product.code}/quote`, { status: 200, body: {} }),
    on('POST', `/api/wishlist/${product.code}/move-to-cart`, moveAnswer),
  );

/** Chooses 6 days and the event date, then presses Add to Cart. */
async function chooseAndAdd() {
  const dateInput = (await screen.findByLabelText('Event date')) as HTMLInputElement;
  fireEvent.click(screen.getByLabelText('6 days'));
  fireEvent.input(dateInput, { target: { value: formatEventDate(eventDate) } });
  const { deliveryDate } = rentalDates(eventDate, 6, DEFAULT_SETTINGS.rental);
  expect(screen.getByText(formatEventDate(deliveryDate))).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
  return dateInput;
}

describe('renting a piece from the wishlist', () => {
  it('sends the chosen event date and period with the saved measurements', async () => {
    const calls = shopApi({ status: 200, body: { message: 'Added', cart: {}, wishlist: { items: [] } } });
    const { onAdded } = renderDialog();
    await chooseAndAdd();
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      eventDate,
      period: 6,
      measurements: { pantLength: 41, pantWaist: 32, chest: 40, sleeveLength: 25 },
    });
  });

  it('shows the conflict message and clears the date when the API answers 409; the period stays', async () => {
    shopApi({ status: 409, body: { error: { code: 'CONFLICT', message: MESSAGES.conflict } } });
    const { onAdded } = renderDialog();
    const dateInput = await chooseAndAdd();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.conflict));
    expect(dateInput.value).toBe('');
    expect((screen.getByLabelText('6 days') as HTMLInputElement).checked).toBe(true);
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('keeps the event date and period when only a measurement is refused', async () => {
    const message = 'Chest must be between 1 and 99.9 inches';
    shopApi({
      status: 400,
      body: { error: { code: 'VALIDATION', message: 'Invalid', fields: { 'measurements.chest': message } } },
    });
    renderDialog();
    const dateInput = await chooseAndAdd();
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(dateInput.value).toBe(formatEventDate(eventDate));
    expect((screen.getByLabelText('6 days') as HTMLInputElement).checked).toBe(true);
  });
});
