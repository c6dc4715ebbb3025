import { daysBetween, todayInIndia } from '@vastra/shared/rules';
import type { Block } from '@vastra/shared/schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, products } from '../../db/schema/index.ts';
import { isUuid, lockPieceBookings, retriedTransaction } from '../../db/tx.ts';
import { badRequest, conflict, EXCLUSION_VIOLATION, notFound, sqlState } from '../../lib/errors.ts';
import type { StaffUser } from '../../plugins/staff-auth.ts';
import { worksAt } from '../../plugins/staff-auth.ts';
import { recordAudit } from '../staff/index.ts';

/** The longest block staff can put on a piece at once. */
const BLOCK_MAX_DAYS = 90;
export const BLOCK_OVERLAP_MESSAGE =
  'This piece is booked on some of those days (or the day after a booking, kept free for cleaning). ' +
  'Pick other days for the block.';
const BLOCK_DATES_MESSAGE = `A block starts today or later, ends on or after its first day and lasts at most ${BLOCK_MAX_DAYS} days`;
const PIECE_NOT_FOUND = 'Piece not found';
const BLOCK_NOT_FOUND = 'Block not found';

export type NewBlock = { productId: number; from: string; to: string; note: string };
type Actor = { who: StaffUser; ip: string; now: Date };

async function branchPiece(db: Db, productId: number, who: StaffUser) {
  const [piece] = await db
    .select({ id: products.id, code: products.code, branchId: products.branchId })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.type, 'rent')));
  if (!piece || !worksAt(who, piece.branchId)) throw notFound(PIECE_NOT_FOUND);
  return piece;
}

/**
 * Blocks a piece for cleaning, repair or alteration: a confirmed booking of kind 'maintenance'.
 * The exclusion constraint that keeps rentals apart refuses a block meeting a booking (409), and
 * once made the block refuses new bookings the same way.
 */
export async function createBlock(db: Db, input: NewBlock, actor: Actor): Promise<Block> {
  const span = daysBetween(input.from, input.to);
  if (input.from < todayInIndia(actor.now) || span < 0 || span >= BLOCK_MAX_DAYS)
    throw badRequest(BLOCK_DATES_MESSAGE);
  const piece = await branchPiece(db, input.productId, actor.who);
  try {
    return await retriedTransaction(db, async (tx) => {
      await lockPieceBookings(tx, piece.id);
      const [row] = await tx
        .insert(bookings)
        .values({
          productId: piece.id,
          deliveryDate: input.from,
          returnDate: input.to,
          status: 'confirmed',
          source: 'store',
          kind: 'maintenance',
          note: input.note,
        })
        .returning({ id: bookings.id });
      if (!row) throw new Error('insert returned no row');
      const block: Block = {
        id: row.id,
        productId: piece.id,
        productCode: piece.code,
        ...pick(input),
        status: 'confirmed',
      };
      await recordAudit(tx, {
        staffId: actor.who.id,
        action: 'piece.block',
        entity: 'booking',
        entityId: row.id,
        branchId: piece.branchId,
        after: block,
        ip: actor.ip,
        at: actor.now,
      });
      return block;
    });
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) throw conflict(BLOCK_OVERLAP_MESSAGE);
    throw error;
  }
}

const pick = ({ from, to, note }: NewBlock) => ({ from, to, note });

/** Releases a maintenance block: the piece can be booked on those days again. */
export async function releaseBlock(db: Db, blockId: string, actor: Actor): Promise<Block> {
  if (!isUuid(blockId)) throw notFound(BLOCK_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ booking: bookings, code: products.code, branchId: products.branchId })
      .from(bookings)
      .innerJoin(products, eq(products.id, bookings.productId))
      .where(
        and(eq(bookings.id, blockId), eq(bookings.kind, 'maintenance'), eq(bookings.status, 'confirmed')),
      )
      .for('update', { of: bookings });
    if (!found || !worksAt(actor.who, found.branchId)) throw notFound(BLOCK_NOT_FOUND);
    const { booking } = found;
    await tx.update(bookings).set({ status: 'released' }).where(eq(bookings.id, blockId));
    const before: Block = {
      id: booking.id,
      productId: booking.productId,
      productCode: found.code,
      from: booking.deliveryDate,
      to: booking.returnDate,
      note: booking.note,
      status: 'confirmed',
    };
    const after: Block = { ...before, status: 'released' };
    await recordAudit(tx, {
      staffId: actor.who.id,
      action: 'piece.unblock',
      entity: 'booking',
      entityId: blockId,
      branchId: found.branchId,
      before,
      after,
      ip: actor.ip,
      at: actor.now,
    });
    return after;
  });
}
