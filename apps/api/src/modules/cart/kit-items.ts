import { randomUUID } from 'node:crypto';
import { todayInIndia } from '@vastra/shared/rules';
import {
  type Cart,
  type CartKitAdd,
  type CartKitSwap,
  COMMERCE_MESSAGES,
  KIT_MESSAGES,
} from '@vastra/shared/schemas';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, kits, products } from '../../db/schema/index.ts';
import { lockCustomer } from '../../db/tx.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { assertPieceFree } from '../booking/index.ts';
import { getReference, isAccessory } from '../catalog/index.ts';
import { activeKitByCode, assertKitFree, chosenKitParts, isLivePiece } from '../kits/index.ts';
import { getSettings } from '../system/index.ts';
import { cartCountBeforeAdding, getCart } from './cart.ts';
import { rentalChoice } from './lines.ts';

/**
 * POST /api/cart/kits: a whole outfit as one cart item. Every part gets the piece the customer
 * chose for it (by size): one of the kit's own pieces, or a piece of the same kind from the kit's
 * branch offered as a substitute. All parts share the event date and period; a part that is taken
 * on those dates is refused with a 409 naming it. The kit counts as one item against cart.maxItems.
 */
export async function addKitToCart(db: Db, userId: string, input: CartKitAdd, now: Date): Promise<Cart> {
  const record = await activeKitByCode(db, input.kit);
  if (!record) throw notFound(KIT_MESSAGES.notFound);
  const [settings, ref] = await Promise.all([getSettings(db), getReference(db)]);
  const parts = await chosenKitParts(db, record, input.parts);
  const today = todayInIndia(now);
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const count = await cartCountBeforeAdding(
      tx,
      userId,
      parts.map((p) => p.piece.id),
    );
    if (count >= settings.cart.maxItems) throw conflict(COMMERCE_MESSAGES.cartFull);
    const choices = parts.map(({ piece }) =>
      rentalChoice(piece, isAccessory(piece, ref), input, input.measurements ?? {}, {
        today,
        rules: settings.rental,
      }),
    );
    const span = choices[0]!;
    await assertKitFree(
      tx,
      parts.map((p) => ({ productId: p.piece.id, code: p.piece.code, label: p.label })),
      span,
      now,
    );
    const kitGroup = randomUUID();
    await tx.insert(cartItems).values(
      parts.map(({ piece }, i) => ({
        userId,
        productId: piece.id,
        period: choices[i]!.period,
        eventDate: choices[i]!.eventDate,
        deliveryDate: choices[i]!.deliveryDate,
        returnDate: choices[i]!.returnDate,
        measurements: choices[i]!.measurements,
        remark: input.remark ?? '',
        createdAt: now,
        kitId: record.kit.id,
        kitGroup,
      })),
    );
  });
  return getCart(db, userId, 'home', now, settings);
}

/** The rows of a cart item: the item alone, or every part of the kit it belongs to. */
export async function itemGroupIds(
  db: Pick<Db, 'select'>,
  userId: string,
  item: { id: string; kitGroup: string | null },
): Promise<string[]> {
  if (!item.kitGroup) return [item.id];
  const rows = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.kitGroup, item.kitGroup)));
  return rows.map((r) => r.id);
}

/**
 * POST /api/cart/kits/swap: the part of a kit in the bag whose piece `from` was taken takes the
 * piece `to` in its place (the substitute a 409 offered: a live piece of the same kind from the
 * kit's branch, free on the kit's dates; 409 when it is not). The rest of the kit is unchanged.
 */
export async function swapKitPart(db: Db, userId: string, input: CartKitSwap, now: Date): Promise<Cart> {
  const [from, to] = await Promise.all(
    [input.from, input.to].map(async (code) => {
      const [row] = await db.select().from(products).where(eq(products.code, code.toUpperCase()));
      return row;
    }),
  );
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [item] = from
      ? await tx
          .select({ item: cartItems, kitBranchId: kits.branchId })
          .from(cartItems)
          .innerJoin(kits, eq(kits.id, cartItems.kitId))
          .where(
            and(
              eq(cartItems.userId, userId),
              eq(cartItems.productId, from.id),
              isNotNull(cartItems.kitGroup),
            ),
          )
      : [];
    if (!item || !from) throw notFound(KIT_MESSAGES.partNotInBag);
    const fits =
      to && isLivePiece(to) && to.categoryId === from.categoryId && to.branchId === item.kitBranchId;
    if (!fits) throw badRequest(KIT_MESSAGES.notAPart, { to: KIT_MESSAGES.notAPart });
    const { deliveryDate, returnDate } = item.item;
    if (deliveryDate && returnDate) await assertPieceFree(tx, to.id, { deliveryDate, returnDate }, now);
    await tx.update(cartItems).set({ productId: to.id }).where(eq(cartItems.id, item.item.id));
  });
  return getCart(db, userId, 'home', now);
}
