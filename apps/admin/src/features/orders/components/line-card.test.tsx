import { act, cleanup, screen, within } from '@testing-library/react';
import type { LineStatus } from '@vastra/shared/rules';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { StaffOrderLine } from '../lib/types';
import { LineCard } from './line-card';

function line(status: LineStatus, type: 'rent' | 'buy' = 'rent'): StaffOrderLine {
  return {
    id: '6f1c2a3b-0000-4000-8000-000000000001',
    productId: 7,
    productCode: 'IWS1054',
    productName: 'Silk Brocade Sherwani',
    type,
    size: 40,
    period: 4,
    eventDate: '2026-12-09',
    deliveryDate: '2026-12-08',
    returnDate: '2026-12-12',
    price: 4000,
    deposit: 3000,
    quantity: 1,
    measurements: { chest: 40 },
    remark: '',
    status,
    nextStatuses: [],
  };
}

function buttonsFor(
  status: LineStatus,
  type: 'rent' | 'buy' = 'rent',
  deliveryType: 'home' | 'pickup' = 'home',
) {
  renderWithProviders(
    <LineCard orderId="o1" line={line(status, type)} deliveryType={deliveryType} due={0} />,
  );
  const card = screen.getByRole('article');
  return within(card)
    .queryAllByRole('button')
    .map((button) => button.textContent);
}

describe('the steps a piece offers', () => {
  it.each<[LineStatus, string[]]>([
    ['held', []],
    ['confirmed', ['Mark preparing']],
    ['preparing', ['Mark ready']],
    ['ready', ['Send out for delivery', 'Hand over']],
    ['out_for_delivery', ['Mark ready', 'Hand over']],
    ['with_customer', ['Mark returned', 'Mark lost']],
    ['returned', ['Inspect']],
    ['inspected', ['Close']],
    ['lost', ['Close']],
    ['closed', []],
    ['cancelled', []],
  ])('a rented piece that is %s offers %j', (status, expected) => {
    expect(buttonsFor(status)).toEqual(expected);
  });

  it('offers no delivery for a piece picked up at the branch', () => {
    expect(buttonsFor('ready', 'rent', 'pickup')).toEqual(['Hand over']);
  });

  it('lets a sold piece go straight from ready to the customer, with no return or inspection', () => {
    expect(buttonsFor('confirmed', 'buy')).toEqual(['Mark ready']);
    cleanup();
    expect(buttonsFor('ready', 'buy', 'pickup')).toEqual(['Hand over']);
  });

  it('shows the piece, its dates and measurements', () => {
    renderWithProviders(<LineCard orderId="o1" line={line('confirmed')} deliveryType="home" due={0} />);
    expect(screen.getByText('IWS1054 · Silk Brocade Sherwani')).toBeTruthy();
    expect(screen.getByText('chest: 40')).toBeTruthy();
    expect(screen.getByText(/return 12\/12\/2026/)).toBeTruthy();
  });

  it('opens the step a scanned tag asked for, only when the piece may take it now', async () => {
    renderWithProviders(
      <LineCard orderId="o1" line={line('returned')} deliveryType="home" due={0} initialStep="inspect" />,
    );
    expect(await screen.findByRole('dialog', { name: /IWS1054/ })).toBeTruthy();
    cleanup();
    renderWithProviders(
      <LineCard orderId="o1" line={line('confirmed')} deliveryType="home" due={0} initialStep="hand-over" />,
    );
    // A dialog's code loads on its first opening: give it the time the one above took.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
