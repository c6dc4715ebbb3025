import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** The payment row, locked: concurrent verify calls and webhooks for one payment run one by one. */
export async function lockPayment(tx: Tx, paymentRowId: string): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentRowId)).for('update');
  if (!row) throw new Error(`payment ${paymentRowId} vanished`);
  return row;
}
