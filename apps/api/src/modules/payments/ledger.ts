import { type LedgerKind, type LedgerSummary, ledgerSummary, type PaymentMethod } from '@vastra/shared/rules';
import { asc, eq } from 'drizzle-orm';
import { ledgerEntries } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';

/** One money entry of an order; the amount is signed from the customer's side (see ledgerSummary). */
export type LedgerWrite = {
  orderId: string;
  userId: string;
  kind: LedgerKind;
  amount: number;
  lineId?: string | null;
  method?: PaymentMethod | null;
  reference?: string;
  paymentId?: string | null;
  inspectionId?: string | null;
  staffId?: string | null;
  note?: string;
  at: Date;
};

/** Writes entries to orders' ledgers (in the caller's transaction); zero amounts are skipped. */
export async function recordLedger(tx: Executor, writes: readonly LedgerWrite[]): Promise<void> {
  const rows = writes
    .filter((w) => w.amount !== 0)
    .map(({ at, ...w }) => ({
      ...w,
      lineId: w.lineId ?? null,
      method: w.method ?? null,
      reference: w.reference ?? '',
      paymentId: w.paymentId ?? null,
      inspectionId: w.inspectionId ?? null,
      staffId: w.staffId ?? null,
      note: w.note ?? '',
      createdAt: at,
    }))
    // In order id order (stable: one order's entries keep theirs): each entry adds itself to its
    // order's due as it is written (migration 0031), so two transactions lock the same orders in
    // the same order.
    .sort((a, b) => (a.orderId < b.orderId ? -1 : a.orderId > b.orderId ? 1 : 0));
  if (rows.length > 0) await tx.insert(ledgerEntries).values(rows);
}

export type LedgerRow = typeof ledgerEntries.$inferSelect;

/** An order's entries, in the order they were written, with what they add up to. */
export async function orderLedger(
  db: Executor,
  orderId: string,
): Promise<{ entries: LedgerRow[]; summary: LedgerSummary }> {
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId))
    .orderBy(asc(ledgerEntries.seq));
  return { entries, summary: ledgerSummary(entries) };
}
