import { todayInIndia } from '@vastra/shared/rules';
import type { PieceForm } from '@vastra/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { badRequest, sqlState, UNIQUE_VIOLATION } from '../../lib/errors.ts';
import { recordAudit } from '../staff/index.ts';
import { auditedFields, checkForm, formColumns } from './piece-fields.ts';
import { getReference } from './reference.ts';
import { lockPiece, movePieceIn, type PieceAct } from './staff-piece-status.ts';

/** The next free code of a category's series: DST1001, DST1002, … */
async function nextCode(tx: Tx, categoryCode: string): Promise<string> {
  const pattern = `^${categoryCode}[0-9]{1,9}$`;
  const found = await tx.execute<{ next: number }>(
    sql`select coalesce(max(substring(code from ${categoryCode.length + 1}::int)::bigint), 1000) + 1 as next
      from products where code ~ ${pattern}`,
  );
  return `${categoryCode}${Number(found.rows[0]?.next ?? 1001)}`;
}

/**
 * POST /api/staff/pieces: a new piece at one of the staff member's branches, with the next code of
 * its category. Photos come afterwards, one upload each. Two staff adding a piece of one category
 * at once may pick the same code: the loser simply takes the next one.
 */
export async function createPiece(db: Db, form: PieceForm, act: PieceAct): Promise<number> {
  const ref = await getReference(db);
  const checked = checkForm(form, ref, act.who);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const code = await nextCode(tx, checked.category.code);
        const [made] = await tx
          .insert(products)
          .values({ ...formColumns(form, checked, code), code, type: form.type, branchId: checked.branch.id })
          .returning();
        if (!made) throw new Error('insert returned no row');
        await recordAudit(tx, {
          staffId: act.who.id,
          action: 'piece.create',
          entity: 'product',
          entityId: String(made.id),
          branchId: made.branchId,
          after: { code, ...auditedFields(made) },
          ip: act.ip,
          at: act.now,
        });
        return made.id;
      });
    } catch (error) {
      if (sqlState(error) !== UNIQUE_VIOLATION || attempt >= 3) throw error;
    }
  }
}

/**
 * PUT /api/staff/pieces/{id}: every field of the form. The kind (rent or sale) never changes: a
 * worn-out rental becomes a sale listing by retiring it. A new branch is a move arriving today.
 */
export async function updatePiece(db: Db, id: number, form: PieceForm, act: PieceAct): Promise<void> {
  const ref = await getReference(db);
  await db.transaction(async (tx) => {
    const row = await lockPiece(tx, act.who, id);
    if (form.type !== row.type)
      throw badRequest('A piece stays a rental or a sale piece; retire a rental to sell it.', {
        type: 'The kind of a piece cannot change',
      });
    const checked = checkForm(form, ref, act.who);
    const before = auditedFields(row);
    if (checked.branch.id !== row.branchId)
      await movePieceIn(tx, row, { branchId: checked.branch.id, arrivesOn: todayInIndia(act.now) }, act);
    const [saved] = await tx
      .update(products)
      .set(formColumns(form, checked, row.code))
      .where(eq(products.id, row.id))
      .returning();
    if (!saved) throw new Error('update returned no row');
    await recordAudit(tx, {
      staffId: act.who.id,
      action: 'piece.update',
      entity: 'product',
      entityId: String(row.id),
      branchId: saved.branchId,
      before,
      after: auditedFields(saved),
      ip: act.ip,
      at: act.now,
    });
  });
}
