import { addDays, todayInIndia } from '@vastra/shared/rules';
import {
  type Cart,
  type CartPatch,
  measurementsFor,
  requiredMeasurementFields,
} from '@vastra/shared/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, categories, products } from '../../db/schema/index.ts';
import { isUuid, lockCustomer, type Tx } from '../../db/tx.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { assertPieceFree } from '../booking/index.ts';
import { getReference, isAccessory } from '../catalog/index.ts';
import { assertKitFree } from '../kits/index.ts';
import { getSettings } from '../system/index.ts';
import { getCart } from './cart.ts';
import { itemGroupIds } from './kit-items.ts';
import { type RentalChoice, rentalChoice } from './lines.ts';

const ITEM_NOT_FOUND = 'This item is not in your cart.';

async function ownItem(tx: Tx, userId: string, itemId: string) {
  if (!isUuid(itemId)) throw notFound(ITEM_NOT_FOUND);
  const [row] = await tx
    .select({ item: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
  if (!row) throw notFound(ITEM_NOT_FOUND);
  return row;
}

/**
 * PATCH /api/cart/items/{id}: the cart's Edit dialog. A new delivery date moves the event with
 * it (event = delivery + the delivery lead), so the return date follows the shared rule, and the
 * new dates are checked like a new booking. Another customer's item is 404.
 */
export async function patchCartItem(
  db: Db,
  userId: string,
  itemId: string,
  patch: CartPatch,
  now: Date,
): Promise<Cart> {
  const [settings, ref] = await Promise.all([getSettings(db), getReference(db)]);
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const { item, product } = await ownItem(tx, userId, itemId);
    const accessory = isAccessory(product, ref);
    const remark = patch.remark ?? item.remark;
    if (product.type === 'buy') {
      if (patch.deliveryDate || patch.eventDate || patch.period) {
        throw badRequest('Dates and rental periods apply to rentals only.');
      }
      const fields = requiredMeasurementFields(product.grp, accessory);
      const measurements = measurementsFor(fields, patch.measurements ?? item.measurements);
      await tx.update(cartItems).set({ measurements, remark }).where(eq(cartItems.id, item.id));
      return;
    }
    const eventDate = patch.deliveryDate
      ? addDays(patch.deliveryDate, settings.rental.deliveryDaysBeforeEvent)
      : (patch.eventDate ?? item.eventDate);
    const choice = rentalChoice(
      product,
      accessory,
      { eventDate, period: patch.period ?? item.period },
      patch.measurements ?? item.measurements,
      { today: todayInIndia(now), rules: settings.rental },
    );
    if (item.kitGroup) await moveKitParts(tx, userId, item, choice, now);
    else await assertPieceFree(tx, product.id, choice, now);
    await tx
      .update(cartItems)
      .set({
        period: choice.period,
        eventDate: choice.eventDate,
        deliveryDate: choice.deliveryDate,
        returnDate: choice.returnDate,
        measurements: choice.measurements,
        remark,
      })
      .where(eq(cartItems.id, item.id));
  });
  return getCart(db, userId, 'home', now, settings);
}

/**
 * The parts of a kit share their dates: a part's new dates move every part, each checked free
 * (the kit's 409 names a part that is taken).
 */
async function moveKitParts(
  tx: Tx,
  userId: string,
  item: { id: string; kitGroup: string | null },
  choice: RentalChoice,
  now: Date,
): Promise<void> {
  const parts = await tx
    .select({ productId: products.id, code: products.code, name: categories.name })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(cartItems.userId, userId), eq(cartItems.kitGroup, item.kitGroup ?? '')));
  const kit = parts.map((p) => ({ productId: p.productId, code: p.code, label: p.name }));
  await assertKitFree(tx, kit, choice, now);
  const { period, eventDate, deliveryDate, returnDate } = choice;
  await tx
    .update(cartItems)
    .set({ period, eventDate, deliveryDate, returnDate })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.kitGroup, item.kitGroup ?? '')));
}

/** DELETE /api/cart/items/{id}, answering the cart left (a kit's part takes the whole kit with it); another customer's item is 404. */
export async function removeCartItem(db: Db, userId: string, itemId: string, now: Date): Promise<Cart> {
  await db.transaction(async (tx) => {
    const { item } = await ownItem(tx, userId, itemId);
    await tx.delete(cartItems).where(inArray(cartItems.id, await itemGroupIds(tx, userId, item)));
  });
  return getCart(db, userId, 'home', now);
}
