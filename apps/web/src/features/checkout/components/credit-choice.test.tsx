import { fireEvent, render, screen } from '@testing-library/react';
import type { StoreCredit } from '@vastra/shared/schemas';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CreditChoice } from './credit-choice';

const grant = (id: string, remaining: number, expiresOn: string, expired = false) => ({
  id,
  amount: remaining,
  remaining,
  expiresOn,
  expired,
  reason: '',
  orderId: null,
  createdAt: '2026-01-01T00:00:00Z',
});

const credit: StoreCredit = {
  balance: 1500,
  grants: [
    grant('lapsed', 900, '2026-01-10', true),
    grant('used', 0, '2026-02-01'),
    grant('older', 500, '2026-03-15'),
    grant('newer', 1000, '2026-07-01'),
  ],
  history: [],
};

function Checkout({ available = credit }: { available?: StoreCredit }) {
  const [checked, setChecked] = useState(true);
  return (
    <CreditChoice
      credit={available}
      totals={{ advance: 1000, balance: 3000 }}
      checked={checked}
      onChange={setChecked}
    />
  );
}

describe('the checkout credit line', () => {
  it('shows the balance with its earliest live expiry, ticked by default, and what it leaves to pay', () => {
    render(<Checkout />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: /use store credit/i });
    expect(box.checked).toBe(true);
    expect(box.closest('label')?.textContent).toBe(
      'Use store credit (₹1,500 available, first part expires on 15/03/2026)',
    );
    // The advance first (₹1,000), the rest (₹500) against the balance.
    expect(screen.getByTestId('amount-credit').textContent).toBe('−₹1,500');
    expect(screen.getByTestId('amount-pay-now').textContent).toBe('₹0');
    expect(screen.getByTestId('amount-balance-due').textContent).toBe('₹2,500');

    fireEvent.click(box);
    expect(box.checked).toBe(false);
    expect(screen.queryByTestId('amount-credit')).toBeNull();
  });

  it('pays part of the advance when the credit is smaller, and shows nothing without credit', () => {
    const { unmount } = render(
      <Checkout available={{ ...credit, balance: 400, grants: [grant('small', 400, '2026-05-02')] }} />,
    );
    expect(screen.getByTestId('amount-credit').textContent).toBe('−₹400');
    expect(screen.getByTestId('amount-pay-now').textContent).toBe('₹600');
    expect(screen.getByTestId('amount-balance-due').textContent).toBe('₹3,000');
    unmount();
    render(<Checkout available={{ balance: 0, grants: [], history: [] }} />);
    expect(screen.queryByTestId('store-credit-choice')).toBeNull();
  });
});
