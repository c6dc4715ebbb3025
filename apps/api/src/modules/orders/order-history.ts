import { LEDGER_WORDS, type LedgerKind, ledgerSummary, stepWords } from '@vastra/shared/rules';
import type { OrderLedgerLine, OrderMoney, OrderTimelineStep } from '@vastra/shared/schemas';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { inspections, ledgerEntries, orderEvents, orderLines } from '../../db/schema/index.ts';
import { type Executor, isUuid } from '../../db/tx.ts';
import type { Storage } from '../../integrations/storage/index.ts';
import { notFound } from '../../lib/errors.ts';

const PHOTO_NOT_FOUND = 'Photo not found';

/** Where the order's owner fetches an inspection photo (never a public address). */
const inspectionPhotoUrl = (orderId: string, inspectionId: string, n: number) =>
  `/api/orders/${orderId}/inspection-photos/${inspectionId}/${n}`;

export type OrderHistory = { timeline: OrderTimelineStep[]; ledger: OrderLedgerLine[]; money: OrderMoney };

/** A moment as JSON carries it out of PostgreSQL: milliseconds since the epoch. */
const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The order's steps, oldest first, as one JSON array for the order's own row (a correlated
 * subquery on "orders"."id"), so the whole order page is read in one statement.
 */
export const timelineJson = sql<TimelineRow[] | null>`(select json_agg(json_build_object(
    'id', ${orderEvents.id}, 'step', ${orderEvents.toStatus}, 'at', ${epochMs(sql`${orderEvents.createdAt}`)},
    'productCode', ${orderLines.productCode}) order by ${orderEvents.seq})
  from ${orderEvents} left join ${orderLines} on ${orderLines.id} = ${orderEvents.lineId}
  where ${orderEvents.orderId} = "orders"."id")`;

/** The order's money entries, in the order they were written, with the photos behind a deduction. */
export const ledgerJson = sql<LedgerJsonRow[] | null>`(select json_agg(json_build_object(
    'id', ${ledgerEntries.id}, 'kind', ${ledgerEntries.kind}, 'amount', ${ledgerEntries.amount},
    'method', ${ledgerEntries.method}, 'note', ${ledgerEntries.note}, 'inspectionId', ${ledgerEntries.inspectionId},
    'at', ${epochMs(sql`${ledgerEntries.createdAt}`)}, 'productCode', ${orderLines.productCode},
    'photos', ${inspections.photos}) order by ${ledgerEntries.seq})
  from ${ledgerEntries}
  left join ${orderLines} on ${orderLines.id} = ${ledgerEntries.lineId}
  left join ${inspections} on ${inspections.id} = ${ledgerEntries.inspectionId}
  where ${ledgerEntries.orderId} = "orders"."id")`;

export type TimelineRow = {
  id: string;
  step: OrderTimelineStep['step'];
  at: number;
  productCode: string | null;
};
export type LedgerJsonRow = {
  id: string;
  kind: LedgerKind;
  amount: number;
  method: OrderLedgerLine['method'];
  note: string;
  inspectionId: string | null;
  at: number;
  productCode: string | null;
  photos: string[] | null;
};

/**
 * What the customer's order page shows besides the lines: each step with its date (not who made
 * it), the money entries in plain words with the photos behind any deduction, and their sum.
 */
export function orderHistory(
  orderId: string,
  events: readonly TimelineRow[] | null,
  entries: readonly LedgerJsonRow[] | null,
): OrderHistory {
  const ledger = entries ?? [];
  return {
    timeline: (events ?? []).map((e) => ({
      id: e.id,
      step: e.step,
      label: stepWords(e.step),
      productCode: e.productCode ?? null,
      at: new Date(e.at).toISOString(),
    })),
    ledger: ledger.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      label: LEDGER_WORDS[entry.kind],
      amount: entry.amount,
      method: entry.method,
      note: entry.note,
      productCode: entry.productCode ?? null,
      photoUrls:
        entry.inspectionId && entry.photos
          ? entry.photos.map((_, n) => inspectionPhotoUrl(orderId, entry.inspectionId ?? '', n))
          : [],
      at: new Date(entry.at).toISOString(),
    })),
    money: ledgerSummary(ledger),
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
