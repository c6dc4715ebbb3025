import { describe, expect, it } from 'vitest';
import {
  type CreditRow,
  creditBalance,
  creditGrants,
  earliestCreditExpiry,
  planCreditSpend,
  quoteCredit,
} from './store-credit.ts';

const grant = (id: string, amount: number, createdAt: string, expiresOn = '2027-06-01'): CreditRow => ({
  id,
  amount,
  grantId: null,
  expiresOn,
  createdAt,
});

describe('store credit', () => {
  it('spends the oldest grant first and skips expired ones', () => {
    const rows = [
      grant('b', 500, '2026-03-01T00:00:00Z'),
      grant('a', 300, '2026-01-01T00:00:00Z'),
      grant('old', 900, '2025-01-01T00:00:00Z', '2026-01-01'),
    ];
    expect(creditBalance(rows, '2026-05-01')).toBe(800);
    expect(planCreditSpend(rows, 600, '2026-05-01')).toEqual([
      { grantId: 'a', amount: 300, expiresOn: '2027-06-01' },
      { grantId: 'b', amount: 300, expiresOn: '2027-06-01' },
    ]);
  });

  it('never plans more than the balance, so the ledger never goes negative', () => {
    // Many customers' worth of grants and spends, drawn from a fixed seed.
    let seed = 12345;
    const next = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % (max + 1);
    };
    for (let round = 0; round < 200; round++) {
      const rows: CreditRow[] = Array.from({ length: next(6) }, (_, i) =>
        grant(`g${i}`, 1 + next(4999), `2026-01-0${i + 1}T00:00:00Z`),
      );
      for (let n = 0; n < 1 + next(7); n++) {
        const want = next(8000);
        const before = creditBalance(rows, '2026-05-01');
        const plan = planCreditSpend(rows, want, '2026-05-01');
        const spent = plan.reduce((s, p) => s + p.amount, 0);
        expect(spent).toBe(Math.min(want, before));
        for (const p of plan)
          rows.push({
            id: `s${n}-${p.grantId}`,
            amount: -p.amount,
            grantId: p.grantId,
            expiresOn: p.expiresOn,
            createdAt: '2026-05-01T00:00:00Z',
          });
        for (const g of creditGrants(rows, '2026-05-01')) expect(g.remaining).toBeGreaterThanOrEqual(0);
        expect(creditBalance(rows, '2026-05-01')).toBe(before - spent);
      }
    }
  });

  it('credit given back restores its own grant, expiry unchanged; given back to an expired grant it stays lost', () => {
    const rows: CreditRow[] = [
      grant('a', 300, '2026-01-01T00:00:00Z', '2026-04-01'),
      grant('b', 500, '2026-02-01T00:00:00Z', '2026-08-01'),
      { id: 's1', amount: -300, grantId: 'a', expiresOn: '2026-04-01', createdAt: '2026-03-01T00:00:00Z' },
      { id: 's2', amount: -200, grantId: 'b', expiresOn: '2026-08-01', createdAt: '2026-03-01T00:00:00Z' },
      { id: 'r1', amount: 300, grantId: 'a', expiresOn: '2026-04-01', createdAt: '2026-03-02T00:00:00Z' },
    ];
    expect(creditGrants(rows, '2026-03-02').map((g) => [g.id, g.remaining])).toEqual([
      ['a', 300],
      ['b', 300],
    ]);
    expect(creditBalance(rows, '2026-03-02')).toBe(600);
    expect(earliestCreditExpiry(creditGrants(rows, '2026-03-02'))).toBe('2026-04-01');
    // After grant a's expiry the returned 300 is gone with it.
    expect(creditBalance(rows, '2026-05-01')).toBe(300);
    expect(earliestCreditExpiry(creditGrants(rows, '2026-05-01'))).toBe('2026-08-01');
  });

  it('quotes credit against the advance first, then the balance', () => {
    const order = { advance: 1000, balance: 3000 };
    expect(quoteCredit(order, 0)).toEqual({ credit: 0, payNow: 1000, balanceDue: 3000 });
    expect(quoteCredit(order, 400)).toEqual({ credit: 400, payNow: 600, balanceDue: 3000 });
    expect(quoteCredit(order, 1500)).toEqual({ credit: 1500, payNow: 0, balanceDue: 2500 });
    expect(quoteCredit(order, 9000)).toEqual({ credit: 4000, payNow: 0, balanceDue: 0 });
  });
});
