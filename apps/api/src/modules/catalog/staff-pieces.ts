import { todayInIndia } from '@vastra/shared/rules';
import type {
  PieceStatus,
  StaffPiece,
  StaffPieceList,
  StaffPieceQuery,
  StaffPieceRow,
} from '@vastra/shared/schemas';
import { sizeLabel } from '@vastra/shared/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/tx.ts';
import { notFound } from '../../lib/errors.ts';
import type { StaffUser } from '../../plugins/staff-auth.ts';
import { worksAt } from '../../plugins/staff-auth.ts';
import { mediaUrl } from '../media/index.ts';
import type { CardRow } from './cards.ts';
import { getReference, groupName, type Reference } from './reference.ts';
import { pieceConditions, pieceStatusSql } from './staff-piece-filter.ts';

export const PIECE_NOT_FOUND = 'Piece not found';

/** A card's columns, with where the piece stands. */
type PieceRow = Omit<CardRow, 'slug'> & { arrivesOn: string | null; status: PieceStatus };

const COLUMNS = sql`p.id, p.code, p.name, p.type, p.grp, p.category_id as "categoryId",
  p.branch_id as "branchId", p.size, p.colours, p.base_rent as "baseRent", p.sale_price as "salePrice",
  p.mrp, p.is_online as "isOnline", p.images, p.arrives_on::text as "arrivesOn"`;

const SORTS: Record<StaffPieceQuery['sort'], SQL> = {
  code: sql`p.code`,
  name: sql`p.name`,
  price: sql`p.price`,
  created: sql`p.created_at`,
};

const rows = async <T>(db: Executor, query: SQL) => (await db.execute(query)).rows as unknown as T[];

/** The card picture of a photo: what the storefront shows in its listing. */
const photoUrl = (key: string) => mediaUrl(key, 'card', 330);
/** A photo's id within its piece: the last part of its storage key. */
export const photoId = (key: string) => key.split('/').pop() ?? key;

function toRow(r: PieceRow, ref: Reference): StaffPieceRow {
  const category = ref.categoryById.get(r.categoryId);
  const branch = ref.branchById.get(r.branchId);
  const first = r.images[0];
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    type: r.type,
    group: groupName(r.grp),
    categoryCode: category?.code ?? '',
    categoryName: category?.name ?? '',
    branch: { id: r.branchId, code: branch?.code ?? '', name: branch?.name ?? '' },
    size: r.size,
    sizeLabel: sizeLabel(r.grp, r.size),
    colours: r.colours,
    baseRent: r.baseRent,
    salePrice: r.salePrice,
    mrp: r.mrp,
    isOnline: r.isOnline,
    status: r.status,
    arrivesOn: r.status === 'moving' ? r.arrivesOn : null,
    photo: first ? photoUrl(first.key) : null,
  };
}

/** GET /api/staff/pieces: one page of the staff member's pieces, searched, filtered and sorted. */
export async function listPieces(
  db: Db,
  who: StaffUser,
  query: StaffPieceQuery,
  now: Date,
): Promise<StaffPieceList> {
  const ref = await getReference(db);
  const today = todayInIndia(now);
  const where = pieceConditions(query, who, ref, today);
  const dir = query.dir === 'desc' ? sql`desc` : sql`asc`;
  const offset = (query.page - 1) * query.pageSize;
  const [page, counted] = await Promise.all([
    rows<PieceRow>(
      db,
      sql`select ${COLUMNS}, ${pieceStatusSql(today)} as status from products p where ${where}
        order by ${SORTS[query.sort]} ${dir}, p.id ${dir} limit ${query.pageSize} offset ${offset}`,
    ),
    rows<{ total: number }>(db, sql`select count(*)::int as total from products p where ${where}`),
  ]);
  return {
    items: page.map((r) => toRow(r, ref)),
    total: Number(counted[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

type DetailRow = PieceRow & {
  deposit: number | null;
  replacementValue: number | null;
  description: string;
  conditionNote: string;
  movedFromBranchId: number | null;
  retiredAt: string | null;
  fromProductId: number | null;
};

/**
 * The piece if the staff member may see it: at one of their branches, or on its way out of one of
 * them. Anything else answers 404, as if it did not exist.
 */
async function visiblePiece(db: Executor, who: StaffUser, id: number, now: Date): Promise<DetailRow> {
  const today = todayInIndia(now);
  const [row] = await rows<DetailRow>(
    db,
    sql`select ${COLUMNS}, ${pieceStatusSql(today)} as status, p.deposit,
      p.replacement_value as "replacementValue", p.description, p.condition_note as "conditionNote",
      p.moved_from_branch_id as "movedFromBranchId", p.retired_at::text as "retiredAt",
      p.from_product_id as "fromProductId"
    from products p where p.id = ${id}`,
  );
  const sees =
    row &&
    (worksAt(who, row.branchId) ||
      (row.status === 'moving' && row.movedFromBranchId !== null && worksAt(who, row.movedFromBranchId)));
  if (!sees) throw notFound(PIECE_NOT_FOUND);
  return row;
}

/** GET /api/staff/pieces/{id}: the piece, its photos, blocks, bookings to come and sale link. */
export async function pieceDetail(db: Db, who: StaffUser, id: number, now: Date): Promise<StaffPiece> {
  const row = await visiblePiece(db, who, id, now);
  const ref = await getReference(db);
  const today = todayInIndia(now);
  const [blocks, future, sale, from] = await Promise.all([
    rows<{ id: string; from: string; to: string; note: string }>(
      db,
      sql`select id, delivery_date::text as "from", return_date::text as "to", note from bookings
        where product_id = ${id} and kind = 'maintenance' and status = 'confirmed'
          and return_date >= ${today}::date
        order by delivery_date`,
    ),
    futureBookings(db, id, now),
    rows<{ id: number; code: string }>(
      db,
      sql`select id, code from products where from_product_id = ${id} limit 1`,
    ),
    row.fromProductId === null
      ? Promise.resolve([])
      : rows<{ id: number; code: string }>(
          db,
          sql`select id, code from products where id = ${row.fromProductId}`,
        ),
  ]);
  const movedFrom = row.movedFromBranchId === null ? undefined : ref.branchById.get(row.movedFromBranchId);
  return {
    ...toRow(row, ref),
    categoryGroup: groupName(ref.categoryById.get(row.categoryId)?.grp ?? row.grp),
    deposit: row.deposit,
    replacementValue: row.replacementValue,
    description: row.description,
    conditionNote: row.conditionNote,
    photos: row.images.map((image) => ({ id: photoId(image.key), alt: image.alt, url: photoUrl(image.key) })),
    movedFrom:
      movedFrom && row.status === 'moving'
        ? { id: movedFrom.id, code: movedFrom.code, name: movedFrom.name }
        : null,
    retiredAt: row.retiredAt,
    blocks,
    futureBookings: future,
    saleListing: sale[0] ?? null,
    fromPiece: from[0] ?? null,
  };
}

/**
 * Rentals and trials of the piece that have not ended yet (held and still within their time, or
 * confirmed). Maintenance blocks do not count: retiring a piece releases them.
 */
export async function futureBookings(db: Executor, id: number, now: Date): Promise<number> {
  const [found] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from bookings
      where product_id = ${id} and kind <> 'maintenance' and status in ('held', 'confirmed')
        and return_date >= ${todayInIndia(now)}::date
        and not (status = 'held' and held_until < ${now.toISOString()}::timestamptz)`,
  );
  return Number(found?.n ?? 0);
}
