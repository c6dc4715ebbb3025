import type { StaffKit, StaffKitForm } from '@vastra/shared/schemas';
import { sizeLabel } from '@vastra/shared/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kitParts, kitPieces, kits, products } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { badRequest, notFound, sqlState, UNIQUE_VIOLATION } from '../../lib/errors.ts';
import { type StaffUser, worksAt } from '../../plugins/staff-auth.ts';
import { getReference } from '../catalog/index.ts';
import { recordAudit } from '../staff/index.ts';
import { type KitRecord, kitRecords } from './kit-data.ts';

export type KitAct = { who: StaffUser; ip: string; now: Date };
type Reference = Awaited<ReturnType<typeof getReference>>;

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

function toStaffKit({ kit, parts }: KitRecord, ref: Reference): StaffKit {
  const branch = ref.branchById.get(kit.branchId);
  return {
    id: kit.id,
    code: kit.code,
    slug: kit.slug,
    name: kit.name,
    description: kit.description,
    group: kit.grp === 2 ? 'women' : 'men',
    branch: { id: kit.branchId, code: branch?.code ?? '', name: branch?.name ?? '' },
    price: kit.price,
    discountPct: kit.discountPct,
    isActive: kit.isActive,
    imageKeys: parts.flatMap((p) => (p.pieces[0]?.images[0] ? [p.pieces[0].images[0].key] : [])),
    parts: parts.map(({ part, pieces }) => ({
      label: part.label,
      categoryCode: ref.categoryById.get(part.categoryId)?.code ?? '',
      pieces: pieces.map((p) => ({ code: p.code, name: p.name, sizeLabel: sizeLabel(p.grp, p.size) })),
    })),
  };
}

/** GET /api/staff/kits: the kits of the staff member's branches. */
export async function listStaffKits(db: Db, who: StaffUser): Promise<{ items: StaffKit[] }> {
  const where = who.branchIds === 'all' ? undefined : inArray(kits.branchId, [0, ...who.branchIds]);
  const [records, ref] = await Promise.all([kitRecords(db, where), getReference(db)]);
  return { items: records.map((r) => toStaffKit(r, ref)) };
}

/** One kit of the staff member's branches (another branch's kit is 404). */
export async function staffKit(db: Db, who: StaffUser, id: number): Promise<StaffKit> {
  const [[record], ref] = await Promise.all([kitRecords(db, eq(kits.id, id)), getReference(db)]);
  if (!record || !worksAt(who, record.kit.branchId)) throw notFound('Kit not found');
  return toStaffKit(record, ref);
}

/**
 * The form's parts checked: each category exists, and each piece is a rental piece of that
 * category at the kit's branch. Answers the part rows to write.
 */
async function checkParts(tx: Tx, form: StaffKitForm, ref: Reference, act: KitAct) {
  if (!ref.branchById.has(form.branchId) || !worksAt(act.who, form.branchId)) {
    throw badRequest('Choose one of your branches', { branchId: 'Choose one of your branches' });
  }
  const codes = form.parts.flatMap((p) => p.pieces.map((c) => c.toUpperCase()));
  const found = await tx.select().from(products).where(inArray(products.code, codes));
  return form.parts.map((part, i) => {
    const category = ref.categoryByKey.get(part.categoryCode.toLowerCase());
    if (!category)
      throw badRequest('Choose a category', { [`parts.${i}.categoryCode`]: 'Choose a category' });
    const pieceIds = part.pieces.map((code) => {
      const piece = found.find((p) => p.code === code.toUpperCase());
      if (
        !piece?.isActive ||
        piece.type !== 'rent' ||
        piece.categoryId !== category.id ||
        piece.branchId !== form.branchId
      ) {
        const message = `${code} is not a ${category.name} rented from this kit's branch`;
        throw badRequest(message, { [`parts.${i}.pieces`]: message });
      }
      return piece.id;
    });
    return { label: part.label, categoryId: category.id, pieceIds: [...new Set(pieceIds)] };
  });
}

async function writeParts(tx: Tx, kitId: number, parts: Awaited<ReturnType<typeof checkParts>>) {
  await tx.delete(kitParts).where(eq(kitParts.kitId, kitId));
  for (const [position, part] of parts.entries()) {
    const [row] = await tx
      .insert(kitParts)
      .values({ kitId, position, label: part.label, categoryId: part.categoryId })
      .returning({ id: kitParts.id });
    await tx.insert(kitPieces).values(part.pieceIds.map((productId) => ({ kitPartId: row!.id, productId })));
  }
}

const columns = (form: StaffKitForm, now: Date) => ({
  name: form.name,
  description: form.description,
  grp: form.group === 'women' ? 2 : 1,
  branchId: form.branchId,
  price: form.price,
  discountPct: form.discountPct,
  isActive: form.isActive,
  updatedAt: now,
});

/** POST /api/staff/kits: a new kit with the next code (KIT1001, …), audited. */
export async function createKit(db: Db, form: StaffKitForm, act: KitAct): Promise<number> {
  const ref = await getReference(db);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const parts = await checkParts(tx, form, ref, act);
        const next = await tx.execute<{ next: number }>(
          sql`select coalesce(max(substring(code from 4)::bigint), 1000) + 1 as next from kits where code ~ '^KIT[0-9]{1,9}$'`,
        );
        const code = `KIT${Number(next.rows[0]?.next ?? 1001)}`;
        const slug = `${slugify(form.name)}-${code.toLowerCase()}`.replace(/^-/, '');
        const [made] = await tx
          .insert(kits)
          .values({ ...columns(form, act.now), code, slug, createdAt: act.now })
          .returning({ id: kits.id });
        await writeParts(tx, made!.id, parts);
        await recordAudit(tx, {
          staffId: act.who.id,
          action: 'kit.create',
          entity: 'kit',
          entityId: String(made!.id),
          branchId: form.branchId,
          after: { code, ...form },
          ip: act.ip,
          at: act.now,
        });
        return made!.id;
      });
    } catch (error) {
      if (sqlState(error) !== UNIQUE_VIOLATION || attempt >= 3) throw error;
    }
  }
}

/** PUT /api/staff/kits/{id}: every field and part of the kit, audited with what it was before. */
export async function updateKit(db: Db, id: number, form: StaffKitForm, act: KitAct): Promise<void> {
  const ref = await getReference(db);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(kits).where(eq(kits.id, id)).for('update');
    if (!row || !worksAt(act.who, row.branchId)) throw notFound('Kit not found');
    const [before] = await kitRecords(tx, eq(kits.id, id));
    const parts = await checkParts(tx, form, ref, act);
    await tx.update(kits).set(columns(form, act.now)).where(eq(kits.id, id));
    await writeParts(tx, id, parts);
    await recordAudit(tx, {
      staffId: act.who.id,
      action: 'kit.update',
      entity: 'kit',
      entityId: String(id),
      branchId: form.branchId,
      before: before ? toStaffKit(before, ref) : null,
      after: { code: row.code, ...form },
      ip: act.ip,
      at: act.now,
    });
  });
}
