import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { OrderSummary } from '@vastra/shared/schemas';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
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
  }) satisfies OrderSummary;

describe('My orders', () => {
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
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <AccountOrdersPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
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
});
