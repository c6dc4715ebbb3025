import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../schemas/settings.ts';
import { cancellationOutcome } from './cancellation.ts';
import { computeTotals, deliveryFee, membershipDiscount, toPaise } from './money.ts';

describe('money', () => {
  it('a rental: 25 % of (rent + deposit + delivery), balance before delivery', () => {
    const t = computeTotals([{ type: 'rent', rent: 2000, deposit: 2000 }], 'home', DEFAULT_SETTINGS);
    expect(t).toMatchObject({
      subtotal: 4000,
      deliveryFee: 200,
      gst: 0,
      total: 4200,
      advance: 1050,
      balance: 3150,
    });
    expect(t.orderType).toBe('rent');
  });

  it('store pickup costs nothing', () => {
    const t = computeTotals([{ type: 'rent', rent: 2000, deposit: 2000 }], 'pickup', DEFAULT_SETTINGS);
    expect(t.deliveryFee).toBe(0);
    expect(t.total).toBe(4000);
    expect(t.advance).toBe(1000);
  });

  it('a pre-used purchase: 10 % advance on the sale price', () => {
    const t = computeTotals([{ type: 'buy', price: 4999 }], 'home', DEFAULT_SETTINGS);
    expect(t).toMatchObject({ subtotal: 4999, total: 5199, advance: 520, balance: 4679, orderType: 'buy' });
  });

  it('membership discount applies to rent only, not deposit or delivery', () => {
    expect(membershipDiscount(2000, 5)).toBe(100);
    const t = computeTotals([{ type: 'rent', rent: 2000, deposit: 2000 }], 'home', DEFAULT_SETTINGS, 10);
    expect(t.discount).toBe(200);
    expect(t.total).toBe(4000);
    expect(t.advance).toBe(1000);
  });

  it('delivery fee and paise', () => {
    expect(deliveryFee('home', DEFAULT_SETTINGS.delivery)).toBe(200);
    expect(deliveryFee('pickup', DEFAULT_SETTINGS.delivery)).toBe(0);
    expect(toPaise(1050)).toBe(105000);
  });

  it('an empty cart owes nothing', () => {
    expect(computeTotals([], 'home', DEFAULT_SETTINGS).total).toBe(0);
  });
});

describe('cancellation', () => {
  const rules = DEFAULT_SETTINGS.cancellation;
  it('more than 7 days before delivery: the advance as store credit valid 180 days', () => {
    const o = cancellationOutcome('2026-12-10', '2026-12-02', 1050, rules);
    expect(o).toMatchObject({ kind: 'store_credit', amount: 1050, expiresOn: '2027-05-31' });
    expect(o.message).toBe(
      'Your booking advance of ₹1,050 is returned as store credit, valid until 31/05/2027.',
    );
  });
  it('7 days or less: the advance is kept', () => {
    expect(cancellationOutcome('2026-12-10', '2026-12-03', 1050, rules)).toMatchObject({
      kind: 'none',
      amount: 0,
    });
  });
});
