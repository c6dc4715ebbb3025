import {
  addDays,
  bookingsConflict,
  EXTENSION_DAYS,
  EXTENSION_MESSAGES,
  extensionQuote,
  type IsoDate,
  type LineStatus,
  todayInIndia,
} from '@vastra/shared/rules';
import type { ExtensionQuote, Settings } from '@vastra/shared/schemas';
import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { bookings, orderLines } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { conflict } from '../../lib/errors.ts';

/** A piece may be kept longer from the moment its booking is confirmed until it is back. */
export const EXTENDABLE: readonly LineStatus[] = [
  'confirmed',
  'preparing',
  'ready',
  'out_for_delivery',
  'with_customer',
];

type LineRow = typeof orderLines.$inferSelect;
export type ExtendableLine = LineRow & { period: number; returnDate: IsoDate; bookingId: string };

/** The line's own confirmed rental booking, or null (a line without one cannot be extended). */
async function bookingOf(db: Executor, lineId: string) {
  const [row] = await db
    .select({ id: bookings.id, returnDate: bookings.returnDate })
    .from(bookings)
    .where(
      and(eq(bookings.orderLineId, lineId), eq(bookings.status, 'confirmed'), eq(bookings.kind, 'rental')),
    );
  return row ?? null;
}

/** Whether the line is a rental that may get more days today (not yet back, its return not yet past). */
function mayExtend(line: LineRow, today: IsoDate): boolean {
  return (
    line.type === 'rent' &&
    EXTENDABLE.includes(line.status) &&
    line.period !== null &&
    line.returnDate !== null &&
    line.returnDate >= today
  );
}

/** The order's lines that may be extended today, each with its booking. */
async function extendableLines(db: Executor, orderId: string, now: Date): Promise<ExtendableLine[]> {
  const today = todayInIndia(now);
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productCode), asc(orderLines.id));
  const out: ExtendableLine[] = [];
  for (const line of lines) {
    if (!mayExtend(line, today)) continue;
    const booking = await bookingOf(db, line.id);
    if (!booking) continue;
    out.push({
      ...line,
      period: line.period as number,
      returnDate: line.returnDate as IsoDate,
      bookingId: booking.id,
    });
  }
  return out;
}

/** One extendable line of the order, or 409 'can no longer be extended'. */
export async function extendableLine(
  db: Executor,
  orderId: string,
  lineId: string,
  now: Date,
): Promise<ExtendableLine> {
  const line = (await extendableLines(db, orderId, now)).find((l) => l.id === lineId);
  if (!line) throw conflict(EXTENSION_MESSAGES.notExtendable);
  return line;
}

/**
 * Other active bookings of the piece in the days after this rental (a hold whose time ran out
 * no longer counts).
 */
async function laterSpans(db: Executor, line: ExtendableLine, now: Date) {
  const last = addDays(line.returnDate, Math.max(...EXTENSION_DAYS) + 1);
  return db
    .select({ deliveryDate: bookings.deliveryDate, returnDate: bookings.returnDate })
    .from(bookings)
    .where(
      and(
        eq(bookings.productId, line.productId),
        ne(bookings.id, line.bookingId),
        inArray(bookings.status, ['held', 'confirmed']),
        lte(bookings.deliveryDate, sql`${last}::date`),
        gte(bookings.returnDate, sql`${line.returnDate}::date - 1`),
        sql`not (${bookings.status} = 'held' and ${bookings.heldUntil} < ${now.toISOString()}::timestamptz)`,
      ),
    );
}

/** GET /api/orders/{id}/extensions: each extendable line with 2, 4 and 6 more days, priced and checked. */
export async function extensionChoices(
  db: Executor,
  orderId: string,
  settings: Settings,
  now: Date,
): Promise<ExtensionQuote> {
  const lines = await extendableLines(db, orderId, now);
  const out: ExtensionQuote['lines'] = [];
  for (const line of lines) {
    const others = await laterSpans(db, line, now);
    out.push({
      lineId: line.id,
      productCode: line.productCode,
      productName: line.productName,
      returnDate: line.returnDate,
      period: line.period,
      options: EXTENSION_DAYS.map((days) => {
        const quote = extensionQuote(line, days, settings.rental, settings.gstPct);
        const span = { deliveryDate: line.deliveryDate as IsoDate, returnDate: quote.returnDate };
        return {
          days,
          returnDate: quote.returnDate,
          amount: quote.amount,
          available: others.every((o) => !bookingsConflict(span, o)),
        };
      }),
    });
  }
  return { lines: out };
}
