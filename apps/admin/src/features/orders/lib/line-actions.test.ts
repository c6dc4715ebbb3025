import { describe, expect, it } from 'vitest';
import { orderActions } from './line-actions';

describe('order-wide steps', () => {
  const confirmed = [{ type: 'rent' as const, status: 'confirmed' as const }];

  it('offers a refund of what is owed back to owners and managers, never to staff', () => {
    expect(orderActions({ status: 'paid', refundable: 500, role: 'manager', lines: [] })).toEqual(['refund']);
    expect(orderActions({ status: 'paid', refundable: 500, role: 'staff', lines: [] })).toEqual([]);
    expect(orderActions({ status: 'paid', refundable: 0, role: 'owner', lines: [] })).toEqual([]);
  });

  it('offers to cancel a paid order only while no piece has gone to the customer', () => {
    expect(orderActions({ status: 'paid', refundable: 0, role: 'staff', lines: confirmed })).toEqual([
      'cancel',
    ]);
    const handedOver = [{ type: 'rent' as const, status: 'with_customer' as const }];
    expect(orderActions({ status: 'paid', refundable: 0, role: 'staff', lines: handedOver })).toEqual([]);
    expect(orderActions({ status: 'cancelled', refundable: 0, role: 'owner', lines: confirmed })).toEqual([]);
  });
});
