import type { IsoDate } from './dates.ts';

/**
 * Store credit is a ledger per customer. A row with a positive amount and no grant gives credit
 * (a cancellation's credit, or staff adding some) valid until its expiry date; a row naming a
 * grant takes from it (negative: spent at checkout, or staff taking some back) or gives back to
 * it (positive: an unpaid order's credit returned, still valid only until that grant's expiry).
 */
export type CreditRow = {
  id: string;
  amount: number;
  grantId: string | null;
  expiresOn: IsoDate;
  /** When it was written (ISO time): grants are spent oldest first. */
  createdAt: string;
};

export type CreditGrant = {
  id: string;
  amount: number;
  remaining: number;
  expiresOn: IsoDate;
  expired: boolean;
};

/** Each grant with what is left of it; a grant past its expiry date is expired, its rest lost. */
export function creditGrants(rows: readonly CreditRow[], today: IsoDate): CreditGrant[] {
  const taken = new Map<string, number>();
  for (const r of rows) if (r.grantId) taken.set(r.grantId, (taken.get(r.grantId) ?? 0) - r.amount);
  return rows
    .filter((r) => r.amount > 0 && !r.grantId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .map((r) => ({
      id: r.id,
      amount: r.amount,
      remaining: Math.max(0, r.amount - (taken.get(r.id) ?? 0)),
      expiresOn: r.expiresOn,
      expired: r.expiresOn < today,
    }));
}

/** What the customer can spend today: the rest of every grant not yet expired. */
export function creditBalance(rows: readonly CreditRow[], today: IsoDate): number {
  return creditGrants(rows, today)
    .filter((g) => !g.expired)
    .reduce((sum, g) => sum + g.remaining, 0);
}

/**
 * Which grants pay `amount`, oldest first, never more than is left of each and never more than
 * the balance: planCreditSpend(rows, 500, today) → [{ grantId, amount: 300 }, { grantId, amount: 200 }].
 */
export function planCreditSpend(
  rows: readonly CreditRow[],
  amount: number,
  today: IsoDate,
): { grantId: string; amount: number; expiresOn: IsoDate }[] {
  const plan: { grantId: string; amount: number; expiresOn: IsoDate }[] = [];
  let left = Math.max(0, Math.floor(amount));
  for (const g of creditGrants(rows, today)) {
    if (left === 0) break;
    if (g.expired || g.remaining === 0) continue;
    const take = Math.min(left, g.remaining);
    plan.push({ grantId: g.id, amount: take, expiresOn: g.expiresOn });
    left -= take;
  }
  return plan;
}

/** What store credit does to an order's amounts: what it covers, what is paid online now, what is left for the counter. */
export type CreditQuote = { credit: number; payNow: number; balanceDue: number };

/**
 * Credit goes first against the booking advance, then against the balance:
 * quoteCredit({ advance: 1000, balance: 3000 }, 1500) → { credit: 1500, payNow: 0, balanceDue: 2500 }.
 */
export function quoteCredit(amounts: { advance: number; balance: number }, available: number): CreditQuote {
  const credit = Math.max(0, Math.min(Math.floor(available), amounts.advance + amounts.balance));
  const onAdvance = Math.min(credit, amounts.advance);
  return {
    credit,
    payNow: amounts.advance - onAdvance,
    balanceDue: amounts.balance - (credit - onAdvance),
  };
}

/** The earliest expiry among the grants that still have something to spend, or null. */
export function earliestCreditExpiry(grants: readonly CreditGrant[]): IsoDate | null {
  const live = grants.filter((g) => !g.expired && g.remaining > 0).map((g) => g.expiresOn);
  return live.sort()[0] ?? null;
}
