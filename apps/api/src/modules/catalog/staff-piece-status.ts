import { addDays, formatOrderDate, todayInIndia } from '@vastra/shared/rules';
import type { MovePiece, RetirePieceSchema } from '@vastra/shared/schemas';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { bookings, products } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { StaffUser } from '../../plugins/staff-auth.ts';
import { worksAt } from '../../plugins/staff-auth.ts';
import { recordAudit } from '../staff/index.ts';
import { discountPct, slugify } from './piece-fields.ts';
import { getReference } from './reference.ts';
import { futureBookings, PIECE_NOT_FOUND } from './staff-pieces.ts';

export type PieceAct = { who: StaffUser; ip: string; now: Date };
type ProductRow = typeof products.$inferSelect;

/** How far ahead a move may be planned. */
const MOVE_MAX_DAYS = 365;

/** The piece, locked for this transaction, if it stands at one of the staff member's branches. */
export async function lockPiece(tx: Tx, who: StaffUser, id: number): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row || !worksAt(who, row.branchId)) throw notFound(PIECE_NOT_FOUND);
  return row;
}

/**
 * Sends a piece to another branch, arriving on a day. Rentals delivered before that day stay with
 * the old branch (its calendar keeps showing them); new ones start on the arrival day at the
 * earliest. Refused while a booking runs on or past the arrival day: that customer expects the
 * piece at the old branch.
 */
export async function movePieceIn(tx: Tx, row: ProductRow, input: MovePiece, act: PieceAct): Promise<void> {
  const today = todayInIndia(act.now);
  if (input.arrivesOn < today || input.arrivesOn > addDays(today, MOVE_MAX_DAYS))
    throw badRequest(`The arrival day is today or within ${MOVE_MAX_DAYS} days`, {
      arrivesOn: 'Choose a day from today on',
    });
  if (!row.isActive) throw conflict('A retired or sold piece cannot move.');
  const ref = await getReference(tx as unknown as Db);
  const target = ref.branchById.get(input.branchId);
  if (!target || !worksAt(act.who, target.id)) throw notFound('Branch not found');
  if (target.id === row.branchId)
    throw badRequest('The piece is already at that branch', { branchId: 'Same branch' });
  const [late] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.productId, row.id),
        inArray(bookings.status, ['held', 'confirmed']),
        inArray(bookings.kind, ['rental', 'trial']),
        gte(bookings.returnDate, input.arrivesOn),
        sql`not (${bookings.status} = 'held' and ${bookings.heldUntil} < ${act.now.toISOString()}::timestamptz)`,
      ),
    )
    .limit(1);
  if (late)
    throw conflict(
      `The piece is booked at its branch on or after ${formatOrderDate(input.arrivesOn)}. ` +
        'Choose a later arrival day, or move that booking first.',
    );
  await tx
    .update(products)
    .set({ branchId: target.id, movedFromBranchId: row.branchId, arrivesOn: input.arrivesOn })
    .where(eq(products.id, row.id));
  await recordAudit(tx, {
    staffId: act.who.id,
    action: 'piece.move',
    entity: 'product',
    entityId: String(row.id),
    branchId: row.branchId,
    before: { branchId: row.branchId },
    after: { branchId: target.id, arrivesOn: input.arrivesOn },
    ip: act.ip,
    at: act.now,
  });
}

/** POST /api/staff/pieces/{id}/move. */
export function movePiece(db: Db, id: number, input: MovePiece, act: PieceAct): Promise<void> {
  return db.transaction(async (tx) => movePieceIn(tx, await lockPiece(tx, act.who, id), input, act));
}

type Retire = z.output<typeof RetirePieceSchema>;

/**
 * Retires a rental piece: it leaves the rental catalogue (refused while rentals or trials are still
 * to come), its maintenance blocks are released, and, when asked, a pre-used sale listing is made
 * from it with its photos, condition notes, a sale price and the real MRP, linked back to it.
 */
export async function retirePiece(db: Db, id: number, input: Retire, act: PieceAct): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockPiece(tx, act.who, id);
    if (row.type !== 'rent')
      throw badRequest('Only a rental piece can be retired; take a sale piece offline instead.');
    if (row.retiredAt) throw conflict('This piece is already retired.');
    const ahead = await futureBookings(tx, row.id, act.now);
    if (ahead > 0)
      throw conflict(
        `This piece still has ${ahead} booking${ahead === 1 ? '' : 's'} to come. ` +
          'Move them to another piece or cancel them first, then retire it.',
      );
    await tx
      .update(bookings)
      .set({ status: 'released' })
      .where(
        and(
          eq(bookings.productId, row.id),
          eq(bookings.kind, 'maintenance'),
          eq(bookings.status, 'confirmed'),
          gte(bookings.returnDate, todayInIndia(act.now)),
        ),
      );
    await tx
      .update(products)
      .set({ isActive: false, retiredAt: act.now, conditionNote: input.conditionNote })
      .where(eq(products.id, row.id));
    const sale = input.sale ? await createSaleListing(tx, row, input, act) : null;
    await recordAudit(tx, {
      staffId: act.who.id,
      action: 'piece.retire',
      entity: 'product',
      entityId: String(row.id),
      branchId: row.branchId,
      before: { status: 'active' },
      after: { status: 'retired', conditionNote: input.conditionNote, saleListing: sale },
      ip: act.ip,
      at: act.now,
    });
  });
}

async function createSaleListing(tx: Tx, row: ProductRow, input: Retire, act: PieceAct) {
  const salePrice = input.sale?.salePrice ?? 0;
  const mrp = input.sale?.mrp ?? 0;
  const code = `${row.code}-S`;
  const [made] = await tx
    .insert(products)
    .values({
      code,
      type: 'buy',
      name: row.name,
      slug: slugify(row.name),
      grp: row.grp,
      categoryId: row.categoryId,
      branchId: row.branchId,
      size: row.size,
      colours: row.colours,
      mrp,
      salePrice,
      price: salePrice,
      images: row.images,
      isOnline: row.isOnline,
      description: row.description,
      remark: input.conditionNote,
      conditionNote: input.conditionNote,
      timesBooked: row.timesBooked,
      discountPct: discountPct(salePrice, mrp),
      searchText: row.searchText.replace(row.code.toLowerCase(), code.toLowerCase()),
      fromProductId: row.id,
    })
    .returning({ id: products.id });
  if (!made) throw new Error('insert returned no row');
  const listing = { id: made.id, code, salePrice, mrp };
  await recordAudit(tx, {
    staffId: act.who.id,
    action: 'piece.sale_listing',
    entity: 'product',
    entityId: String(made.id),
    branchId: row.branchId,
    after: { ...listing, fromProductId: row.id },
    ip: act.ip,
    at: act.now,
  });
  return listing;
}
