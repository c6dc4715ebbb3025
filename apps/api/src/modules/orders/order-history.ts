import { LEDGER_WORDS, ledgerSummary, stepWords } from '@vastra/shared/rules';
import type { OrderLedgerLine, OrderMoney, OrderTimelineStep } from '@vastra/shared/schemas';
import { and, asc, eq } from 'drizzle-orm';
import { inspections, ledgerEntries, orderEvents, orderLines } from '../../db/schema/index.ts';
import { type Executor, isUuid } from '../../db/tx.ts';
import type { Storage } from '../../integrations/storage/index.ts';
import { notFound } from '../../lib/errors.ts';

export const PHOTO_NOT_FOUND = 'Photo not found';

/** Where the order's owner fetches an inspection photo (never a public address). */
export const inspectionPhotoUrl = (orderId: string, inspectionId: string, n: number) =>
  `/api/orders/${orderId}/inspection-photos/${inspectionId}/${n}`;

export type OrderHistory = { timeline: OrderTimelineStep[]; ledger: OrderLedgerLine[]; money: OrderMoney };

/**
 * What the customer's order page shows besides the lines: each step with its date (not who made
 * it), the money entries in plain words with the photos behind any deduction, and their sum.
 */
export async function orderHistory(db: Executor, orderId: string): Promise<OrderHistory> {
  const events = await db
    .select({
      id: orderEvents.id,
      step: orderEvents.toStatus,
      at: orderEvents.createdAt,
      productCode: orderLines.productCode,
    })
    .from(orderEvents)
    .leftJoin(orderLines, eq(orderLines.id, orderEvents.lineId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.seq));
  const entries = await db
    .select({
      entry: ledgerEntries,
      productCode: orderLines.productCode,
      photos: inspections.photos,
    })
    .from(ledgerEntries)
    .leftJoin(orderLines, eq(orderLines.id, ledgerEntries.lineId))
    .leftJoin(inspections, eq(inspections.id, ledgerEntries.inspectionId))
    .where(eq(ledgerEntries.orderId, orderId))
    .orderBy(asc(ledgerEntries.seq));
  return {
    timeline: events.map((e) => ({
      id: e.id,
      step: e.step,
      label: stepWords(e.step),
      productCode: e.productCode ?? null,
      at: e.at.toISOString(),
    })),
    ledger: entries.map(({ entry, productCode, photos }) => ({
      id: entry.id,
      kind: entry.kind,
      label: LEDGER_WORDS[entry.kind],
      amount: entry.amount,
      method: entry.method,
      note: entry.note,
      productCode: productCode ?? null,
      photoUrls:
        entry.inspectionId && photos
          ? photos.map((_, n) => inspectionPhotoUrl(orderId, entry.inspectionId ?? '', n))
          : [],
      at: entry.createdAt.toISOString(),
    })),
    money: ledgerSummary(entries.map((e) => e.entry)),
  };
}

/** The bytes of the n-th photo of an inspection of this order, or 404. */
export async function inspectionPhoto(
  deps: { db: Executor; storage: Storage },
  orderId: string,
  inspectionId: string,
  n: number,
): Promise<{ data: Buffer; contentType: string }> {
  if (!isUuid(inspectionId)) throw notFound(PHOTO_NOT_FOUND);
  const [row] = await deps.db
    .select({ photos: inspections.photos })
    .from(inspections)
    .where(and(eq(inspections.id, inspectionId), eq(inspections.orderId, orderId)));
  const key = row?.photos[n];
  const file = key ? await deps.storage.get(key) : null;
  if (!file) throw notFound(PHOTO_NOT_FOUND);
  return file;
}
