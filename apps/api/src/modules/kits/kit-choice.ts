import { KIT_MESSAGES, type KitPartPicks } from '@vastra/shared/schemas';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { isLivePiece, type KitRecord } from './kit-data.ts';

type PieceRow = typeof products.$inferSelect;
/** A part of a kit with the piece the customer chose for it. */
type ChosenKitPart = { label: string; piece: PieceRow };

/**
 * The piece chosen (by its size) for every part of the kit: one of the kit's own pieces, or a
 * piece of the same kind from the kit's branch offered as a substitute. 400 when a part has no
 * piece or a piece that does not fill it. Used by the cart and by wedding-party members.
 */
export async function chosenKitParts(
  db: Pick<Db, 'select'>,
  record: KitRecord,
  picks: KitPartPicks,
): Promise<ChosenKitPart[]> {
  const chosenCodes = picks.map((p) => p.code.toUpperCase());
  const chosen = chosenCodes.length
    ? await db.select().from(products).where(inArray(products.code, chosenCodes))
    : [];
  if (picks.length !== record.parts.length) throw badRequest(KIT_MESSAGES.partMissing);
  return record.parts.map(({ part, pieces }) => {
    const pick = picks.find((p) => p.position === part.position);
    if (!pick) throw badRequest(KIT_MESSAGES.partMissing);
    const piece = chosen.find((c) => c.code === pick.code.toUpperCase());
    const fits =
      piece &&
      isLivePiece(piece) &&
      (pieces.some((p) => p.id === piece.id) ||
        (piece.categoryId === part.categoryId && piece.branchId === record.kit.branchId));
    if (!fits) throw badRequest(KIT_MESSAGES.notAPart, { [`parts.${part.position}`]: KIT_MESSAGES.notAPart });
    return { label: part.label, piece };
  });
}
