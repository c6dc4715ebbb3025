import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { OrderSummary } from '@vastra/shared/schemas';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n';
import { session } from '@/lib/session';
import { fakeApi, on } from '@/test/fake-api';
import { AccountOrdersPage } from './account-orders-page';

const order = (billNo: string, status: OrderSummary['status'], paymentStatus: 'Paid' | 'Pending') =>
  ({
    id: `id-${billNo}`,
    billNo,
    status,
    createdAt: '2026-11-01T10:00:00Z',
    productCode: 'SH101',
    size: 40,
    sizeLabel: 'L',
    deliveryDate: '2026-12-09',
    returnDate: '2026-12-14',
    total: 8200,
    advance: 2050,
    balance: 6150,
    paymentStatus,
    items: [{ kit: null, price: 1800, pieces: [{ code: 'SH101', sizeLabel: 'L' }] }],
  }) satisfies OrderSummary;

describe('My orders', () => {
  afterEach(() => showLanguage('en'));

  it('keeps a cancelled order listed with its status; an order never paid is not listed', async () => {
    session.setToken('token-1');
    fakeApi(
      on('GET', '/api/orders', {
        status: 200,
        body: {
          items: [
            order('B-3', 'cancelled', 'Paid'),
            order('B-2', 'payment_failed', 'Pending'),
            order('B-1', 'paid', 'Paid'),
          ],
        },
      }),
      () => ({ status: 200, body: {} }),
    );
    renderPage();
    const rows = await screen.findAllByTestId('order-row');
    expect(
      rows.map((row) => [
        row.querySelector('th')?.textContent,
        row.querySelector('[data-testid="order-status"]')?.textContent,
      ]),
    ).toEqual([
      ['B-3', 'Cancelled'],
      ['B-1', 'Confirmed'],
    ]);
  });

  it('lists a kit as one item, its name and rent, with its pieces beneath; a piece on its own by code and size', async () => {
    session.setToken('token-1');
    fakeApi(
      on('GET', '/api/orders', {
        status: 200,
        body: {
          items: [
            {
              ...order('B-9', 'paid', 'Paid'),
              items: [
                {
                  kit: 'Royal Groom Kit',
                  price: 5399,
                  pieces: [
                    { code: 'SHW1002', sizeLabel: 'L' },
                    { code: 'SAF1001', sizeLabel: 'No size' },
                    { code: 'MAL1001', sizeLabel: 'No size' },
                    { code: 'MOJ1001', sizeLabel: 'No size' },
                  ],
                },
                { kit: null, price: 900, pieces: [{ code: 'DUP1004', sizeLabel: 'No size' }] },
              ],
            },
          ],
        },
      }),
      () => ({ status: 200, body: {} }),
    );
    renderPage();
    const [row] = await screen.findAllByTestId('order-row');
    const kit = within(row!).getByTestId('order-row-kit');
    expect(kit.querySelector('strong')?.textContent).toBe('Royal Groom Kit');
    expect(kit.textContent).toContain('₹5,399');
    expect([...kit.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'SHW1002 · L',
      'SAF1001 · No size',
      'MAL1001 · No size',
      'MOJ1001 · No size',
    ]);
    expect(within(row!).getByText('DUP1004 · No size')).toBeTruthy();
  });
});

describe('My orders in Hindi', () => {
  afterEach(() => showLanguage('en'));

  it('shows the page, its table and the statuses in Hindi; codes, sizes and rupees as they are', async () => {
    await showLanguage('hi');
    session.setToken('token-1');
    fakeApi(
      on('GET', '/api/orders', {
        status: 200,
        body: { items: [order('B-3', 'cancelled', 'Paid'), order('B-1', 'paid', 'Paid')] },
      }),
      () => ({ status: 200, body: {} }),
    );
    renderPage();
    const rows = await screen.findAllByTestId('order-row');
    expect(screen.getByRole('columnheader', { name: 'बिल नंबर' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'डिलीवरी की तारीख़' })).toBeTruthy();
    expect(rows.map((row) => row.querySelector('[data-testid="order-status"]')?.textContent)).toEqual([
      'रद्द',
      'पक्का',
    ]);
    expect(screen.getByRole('link', { name: 'ऑर्डर B-1 देखें' }).textContent).toBe('देखें');
    expect(within(rows[0]!).getByText('SH101 · L')).toBeTruthy();
    expect(screen.queryByText(/Cancelled|Confirmed|Bill no/)).toBeNull();
  });
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AccountOrdersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
