/**
 * An order's money, written as entries and never changed. Each amount is signed from the
 * customer's side: positive adds to what the customer owes (the order's total, a late fee, a
 * damage charge, money paid back out), negative takes from it (a payment, a waiver, the deposit
 * released when the piece came back, the total annulled by a cancellation). What is due is the
 * sum of the entries; when the sum is negative the shop owes that much back.
 */
export const LEDGER_KINDS = [
  'order_total',
  'advance',
  'balance',
  'deposit',
  'payment',
  'late_fee',
  'damage_charge',
  'lost_charge',
  'waiver',
  'deposit_release',
  'deposit_refund',
  'payment_refund',
  'cancellation',
  'advance_kept',
  'cancellation_credit',
  'credit_spent',
  'refund_failed',
  'credit_returned',
  // Extra rent for days added to a rental after it was booked.
  'extension',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** How money moved: online through the gateway, at the counter, or from store credit. */
export const PAYMENT_METHODS = ['online', 'upi', 'cash', 'card', 'credit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Money the customer handed over, whatever it was for. */
export const PAYMENT_KINDS: readonly LedgerKind[] = [
  'advance',
  'balance',
  'deposit',
  'payment',
  'credit_spent',
];
/** Charges added after the order was placed (they come out of the deposit first). */
export const CHARGE_KINDS: readonly LedgerKind[] = ['late_fee', 'damage_charge', 'lost_charge'];
/** Money that went back to the customer, to their account or as store credit. */
export const REFUND_KINDS: readonly LedgerKind[] = [
  'deposit_refund',
  'payment_refund',
  'cancellation_credit',
  // A gateway refund that the gateway refused: the money never left, so it is owed again.
  'refund_failed',
  // Store credit spent on the order given back to the customer's credit (unpaid or cancelled order).
  'credit_returned',
];

export type LedgerEntryAmount = { kind: LedgerKind; amount: number };

export type LedgerSummary = {
  /** What the customer still owes now (never negative). */
  due: number;
  /** What the shop owes the customer now (never negative). */
  refundable: number;
  /** Everything the customer handed over. */
  paid: number;
  /** Late, damage and loss charges, less waivers. */
  charges: number;
  /** Everything paid back (gateway, counter or store credit). */
  refunded: number;
};

/** Sums an order's ledger: ledgerSummary([{kind:'order_total',amount:1000},{kind:'advance',amount:-250}]).due → 750. */
export function ledgerSummary(entries: readonly LedgerEntryAmount[]): LedgerSummary {
  let sum = 0;
  let paid = 0;
  let charges = 0;
  let refunded = 0;
  for (const { kind, amount } of entries) {
    sum += amount;
    if (PAYMENT_KINDS.includes(kind)) paid -= amount;
    else if (CHARGE_KINDS.includes(kind)) charges += amount;
    else if (kind === 'waiver') charges += amount;
    else if (REFUND_KINDS.includes(kind)) refunded += amount;
  }
  return { due: Math.max(0, sum), refundable: Math.max(0, -sum), paid, charges, refunded };
}
