import { KIT_MESSAGES } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tx.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { bookPiece, type DateSpan, freeSubstitute, pieceTaken } from '../booking/index.ts';

type Executor = Pick<Tx, 'execute'>;

/** A part of a kit as it is booked: its piece, the label the customer knows it by, its order line. */
export type KitPartBooking = { productId: number; code: string; label: string; lineId?: string | null };

/**
 * The 409 of a kit whose part is taken: names the part and offers a free piece of the same kind
 * and size from the same branch (not one the kit already uses), when there is one.
 */
async function kitPartConflict(
  db: Executor,
  taken: KitPartBooking,
  kitPieceIds: readonly number[],
  span: DateSpan,
  now: Date,
): Promise<AppError> {
  const substitute = await freeSubstitute(db, taken.productId, span, now, kitPieceIds);
  const message = [
    KIT_MESSAGES.partTaken(taken.label, taken.code),
    ...(substitute ? [KIT_MESSAGES.substitute(substitute.code, substitute.sizeLabel)] : []),
  ].join(' ');
  return conflict(message, {
    part: { label: taken.label, code: taken.code },
    substitute: substitute
      ? {
          code: substitute.code,
          slug: substitute.slug,
          name: substitute.name,
          sizeLabel: substitute.sizeLabel,
        }
      : null,
  });
}

/** Throws the kit's 409 for the first part that is booked or held on those dates. */
export async function assertKitFree(
  db: Executor,
  parts: readonly KitPartBooking[],
  span: DateSpan,
  now: Date,
): Promise<void> {
  for (const part of parts) {
    const result = await db.execute<{ taken: boolean }>(
      sql`select ${pieceTaken(part.productId, span, now)} as taken`,
    );
    if (result.rows[0]?.taken !== false) {
      throw await kitPartConflict(
        db,
        part,
        parts.map((p) => p.productId),
        span,
        now,
      );
    }
  }
}

/**
 * Books every part of a kit on the calendar, inside the caller's transaction: each insert runs in
 * a savepoint, so when the database refuses a part (another booking took it meanwhile) the
 * transaction can still look up a substitute before it fails with the kit's 409 and rolls back
 * whole: a kit is never half-booked. Parts are booked in piece order, the same lock order as any
 * other checkout. Other modules (wedding parties) book a kit through this.
 */
export async function bookKitLine(
  tx: Tx,
  kit: {
    parts: readonly KitPartBooking[];
    span: DateSpan;
    status: 'held' | 'confirmed';
    heldUntil?: Date | null;
    source?: 'online' | 'store';
    now: Date;
  },
): Promise<{ bookingIds: string[] }> {
  const ordered = [...kit.parts].sort((a, b) => a.productId - b.productId);
  const bookingIds: string[] = [];
  for (const part of ordered) {
    try {
      const booked = await tx.transaction((sp) =>
        bookPiece(sp, {
          productId: part.productId,
          ...kit.span,
          status: kit.status,
          source: kit.source ?? 'online',
          heldUntil: kit.heldUntil ?? null,
          orderLineId: part.lineId ?? null,
        }),
      );
      bookingIds.push(booked.id);
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') {
        throw await kitPartConflict(
          tx,
          part,
          kit.parts.map((p) => p.productId),
          kit.span,
          kit.now,
        );
      }
      throw error;
    }
  }
  return { bookingIds };
}
