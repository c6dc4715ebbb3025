import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kitParts, kitPieces, kits, products } from '../../db/schema/index.ts';

type Executor = Pick<Db, 'select'>;
type KitRow = typeof kits.$inferSelect;
type PieceRow = typeof products.$inferSelect;
type KitPartRecord = { part: typeof kitParts.$inferSelect; pieces: PieceRow[] };
/** A kit with its parts in order and each part's pieces (smallest size first). */
export type KitRecord = { kit: KitRow; parts: KitPartRecord[] };

/** The kits matching `where` (all when undefined), with their parts and pieces, in name order. */
export async function kitRecords(db: Executor, where: SQL | undefined): Promise<KitRecord[]> {
  const rows = await db.select().from(kits).where(where).orderBy(asc(kits.name), asc(kits.id));
  if (rows.length === 0) return [];
  const parts = await db
    .select()
    .from(kitParts)
    .where(
      inArray(
        kitParts.kitId,
        rows.map((k) => k.id),
      ),
    )
    .orderBy(asc(kitParts.kitId), asc(kitParts.position));
  const pieces =
    parts.length === 0
      ? []
      : await db
          .select({ partId: kitPieces.kitPartId, product: products })
          .from(kitPieces)
          .innerJoin(products, eq(products.id, kitPieces.productId))
          .where(
            inArray(
              kitPieces.kitPartId,
              parts.map((p) => p.id),
            ),
          )
          .orderBy(asc(products.size), asc(products.code));
  const byPart = new Map<number, PieceRow[]>();
  for (const { partId, product } of pieces) {
    const list = byPart.get(partId) ?? [];
    list.push(product);
    byPart.set(partId, list);
  }
  return rows.map((kit) => ({
    kit,
    parts: parts
      .filter((p) => p.kitId === kit.id)
      .map((part) => ({ part, pieces: byPart.get(part.id) ?? [] })),
  }));
}

/** A piece a customer can rent online today. */
export function isLivePiece(piece: PieceRow): boolean {
  return piece.type === 'rent' && piece.isActive && piece.isOnline;
}

/** An active kit by its code (any case), with every part and piece; null when there is none. */
export async function activeKitByCode(db: Executor, code: string): Promise<KitRecord | null> {
  const [record] = await kitRecords(db, and(eq(kits.code, code.toUpperCase()), eq(kits.isActive, true)));
  return record ?? null;
}
