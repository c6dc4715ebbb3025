import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../schemas/commerce-responses.ts';
import {
  canChangeLineStatus,
  canChangeOrderStatus,
  ORDER_TRANSITIONS,
  PURCHASE_LINE_TRANSITIONS,
  RENTAL_LINE_STATUSES,
  RENTAL_LINE_TRANSITIONS,
} from './lifecycle.ts';

/** Every status reachable from `start` by allowed moves. */
function reachable<S extends string>(table: Readonly<Record<S, readonly S[]>>, start: S): Set<S> {
  const seen = new Set<S>([start]);
  const queue: S[] = [start];
  for (let s = queue.shift(); s !== undefined; s = queue.shift()) {
    for (const next of table[s]) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

describe('order status moves', () => {
  it('lets an unpaid order be paid, fail, expire or be cancelled', () => {
    for (const to of ['paid', 'payment_failed', 'expired', 'cancelled'] as const) {
      expect(canChangeOrderStatus('pending_payment', to)).toBe(true);
    }
  });

  it('lets a paid order only be cancelled', () => {
    expect(ORDER_TRANSITIONS.paid).toEqual(['cancelled']);
    expect(canChangeOrderStatus('paid', 'pending_payment')).toBe(false);
    expect(canChangeOrderStatus('paid', 'expired')).toBe(false);
  });

  it('confirms late money when the pieces are free, else owes it back', () => {
    expect(canChangeOrderStatus('expired', 'paid')).toBe(true);
    expect(canChangeOrderStatus('payment_failed', 'paid')).toBe(true);
    expect(canChangeOrderStatus('cancelled', 'refund_due')).toBe(true);
    expect(canChangeOrderStatus('cancelled', 'paid')).toBe(false);
  });

  it('leaves refund_due only once refunded, ends there, and never returns to unpaid', () => {
    expect(ORDER_TRANSITIONS.refund_due).toEqual(['refunded']);
    expect(ORDER_TRANSITIONS.refunded).toEqual([]);
    for (const from of ORDER_STATUSES) expect(canChangeOrderStatus(from, 'pending_payment')).toBe(false);
  });

  it('names only known statuses', () => {
    for (const targets of Object.values(ORDER_TRANSITIONS)) {
      for (const to of targets) expect(ORDER_STATUSES).toContain(to);
    }
  });
});

describe('rental line moves', () => {
  it('walks the whole rental from hold to closed', () => {
    const path = [
      'held',
      'confirmed',
      'preparing',
      'ready',
      'out_for_delivery',
      'with_customer',
      'returned',
      'inspected',
      'closed',
    ] as const;
    for (let i = 1; i < path.length; i++)
      expect(canChangeLineStatus('rent', path[i - 1]!, path[i]!)).toBe(true);
    expect(canChangeLineStatus('rent', 'ready', 'with_customer')).toBe(true);
  });

  it('refuses skipping steps and going back after handover', () => {
    expect(canChangeLineStatus('rent', 'confirmed', 'with_customer')).toBe(false);
    expect(canChangeLineStatus('rent', 'with_customer', 'cancelled')).toBe(false);
    expect(canChangeLineStatus('rent', 'returned', 'closed')).toBe(false);
    expect(canChangeLineStatus('rent', 'closed', 'returned')).toBe(false);
  });

  it('lets only a piece with the customer be lost', () => {
    for (const from of RENTAL_LINE_STATUSES) {
      expect(canChangeLineStatus('rent', from, 'lost')).toBe(from === 'with_customer');
    }
  });

  it('reaches closed from every live status', () => {
    for (const from of ['held', 'confirmed', 'ready', 'with_customer', 'lost'] as const) {
      expect(reachable(RENTAL_LINE_TRANSITIONS, from).has('closed')).toBe(true);
    }
  });
});

describe('purchase line moves', () => {
  it('goes confirmed, ready, out for delivery or handed over, closed', () => {
    expect(canChangeLineStatus('buy', 'held', 'confirmed')).toBe(true);
    expect(canChangeLineStatus('buy', 'confirmed', 'ready')).toBe(true);
    expect(canChangeLineStatus('buy', 'ready', 'out_for_delivery')).toBe(true);
    expect(canChangeLineStatus('buy', 'out_for_delivery', 'closed')).toBe(true);
    expect(canChangeLineStatus('buy', 'ready', 'closed')).toBe(true);
  });

  it('has no rental-only steps', () => {
    for (const step of ['preparing', 'with_customer', 'returned', 'inspected', 'lost'] as const) {
      expect(reachable(PURCHASE_LINE_TRANSITIONS, 'held').has(step)).toBe(false);
    }
  });
});
