import { computeTotals, type DeliveryType, todayInIndia } from '@vastra/shared/rules';
import {
  type Cart,
  type CartAdd,
  type CartItem,
  COMMERCE_MESSAGES,
  type LineMeasurementsInput,
  measurementsFor,
  requiredMeasurementFields,
  type Settings,
} from '@vastra/shared/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perConnection } from '../../db/prepared.ts';
import { cartItems, kits, products, wishlistItems } from '../../db/schema/index.ts';
import { type Executor, lockCustomer } from '../../db/tx.ts';
import { conflict } from '../../lib/errors.ts';
import { assertPieceFree, withSubstitute } from '../booking/index.ts';
import { getReference, isAccessory, productByCode, toCommerceProduct } from '../catalog/index.ts';
import { activeMembershipDiscount } from '../membership/index.ts';
import { getSettings } from '../system/index.ts';
import { type ProductRow, priceRows, rentalChoice, savedMeasurements } from './lines.ts';

export type CartRow = {
  item: typeof cartItems.$inferSelect;
  product: ProductRow;
  kit: { code: string; name: string; price: number | null; discountPct: number | null } | null;
};

/** A cart row's columns (the cart joined with its pieces and, left, their kits), as checkout reads them too. */
export const cartRowColumns = {
  item: cartItems,
  product: products,
  kit: { code: kits.code, name: kits.name, price: kits.price, discountPct: kits.discountPct },
};

/** Named, and built once per connection: every cart page and every checkout reads it. */
const cartRowsQuery = perConnection((db: Executor) =>
  db
    .select(cartRowColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(kits, eq(kits.id, cartItems.kitId))
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare('cart_rows'),
);

export async function cartRows(db: Executor, userId: string): Promise<CartRow[]> {
  return cartRowsQuery(db).execute({ userId });
}

/** GET /api/cart: items priced from today's product prices, totals by the shared rules. */
export async function getCart(
  db: Db,
  userId: string,
  deliveryType: DeliveryType,
  now: Date,
  /** The rules the caller already read in this request, so they are not asked for twice. */
  known?: Settings,
): Promise<Cart> {
  const [rows, settings, ref, memberDiscountPct] = await Promise.all([
    cartRows(db, userId),
    known ?? getSettings(db),
    getReference(db),
    activeMembershipDiscount(db, userId, todayInIndia(now)),
  ]);
  const items: CartItem[] = [];
  const prices = priceRows(rows, settings.rental);
  rows.forEach(({ item, product, kit }, i) => {
    const line = prices[i]!;
    items.push({
      id: item.id,
      product: toCommerceProduct(product, ref),
      period: item.period,
      eventDate: item.eventDate,
      deliveryDate: item.deliveryDate,
      returnDate: item.returnDate,
      rent: line.rent,
      deposit: line.deposit,
      price: line.price,
      measurements: item.measurements,
      remark: item.remark,
      ...(kit && item.kitGroup ? { kit: { code: kit.code, name: kit.name, group: item.kitGroup } } : {}),
    });
  });
  const totals = computeTotals(
    prices.map((p) => p.priced),
    deliveryType,
    settings,
    memberDiscountPct,
  );
  return { items, totals: { ...totals, memberDiscountPct }, deliveryType, maxItems: settings.cart.maxItems };
}

export type AddResult =
  | { addedTo: 'cart'; message: string; cart: Cart }
  | { addedTo: 'wishlist'; message: string };

/**
 * POST /api/cart/items. The cart holds at most cart.maxItems pieces; from the rental page a
 * piece that does not fit goes to the wishlist instead (the customer asked for that fallback).
 */
export async function addToCart(db: Db, userId: string, input: CartAdd, now: Date): Promise<AddResult> {
  const product = await productByCode(db, input.code);
  const [settings, ref] = await Promise.all([getSettings(db), getReference(db)]);
  const today = todayInIndia(now);
  const addedTo = await db.transaction(async (tx): Promise<'cart' | 'wishlist'> => {
    await lockCustomer(tx, userId);
    if ((await cartCountBeforeAdding(tx, userId, product.id)) >= settings.cart.maxItems) {
      if (!input.fallbackToWishlist) throw conflict(COMMERCE_MESSAGES.cartFull);
      await tx
        .insert(wishlistItems)
        .values({ userId, productId: product.id, createdAt: now })
        .onConflictDoNothing();
      return 'wishlist';
    }
    await insertCartItem(tx, userId, product, isAccessory(product, ref), input, {
      today,
      settings,
      now,
      // The rental dialog arrives prefilled and must send every size; a purchase's optional
      // sizes fall back to the saved ones.
      saved: product.type === 'buy' ? await savedMeasurements(tx, userId) : {},
    });
    return 'cart';
  });
  if (addedTo === 'wishlist') return { addedTo, message: COMMERCE_MESSAGES.addedToWishlistInstead };
  return {
    addedTo,
    message: COMMERCE_MESSAGES.addedToCart,
    cart: await getCart(db, userId, 'home', now, settings),
  };
}

/**
 * How many items the customer's cart holds before `productIds` go in (a kit counts as one item);
 * 409 if one of them is already there.
 */
export async function cartCountBeforeAdding(
  tx: Executor,
  userId: string,
  productIds: ProductRow['id'] | readonly ProductRow['id'][],
): Promise<number> {
  const adding = typeof productIds === 'number' ? [productIds] : productIds;
  const inCart = await tx
    .select({ id: cartItems.id, productId: cartItems.productId, kitGroup: cartItems.kitGroup })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  if (inCart.some((r) => adding.includes(r.productId))) throw conflict(COMMERCE_MESSAGES.alreadyInCart);
  return countItems(inCart);
}

/** Cart rows counted as items: the parts of one kit are one item. */
export function countItems(rows: readonly { id: string; kitGroup: string | null }[]): number {
  return new Set(rows.map((r) => r.kitGroup ?? r.id)).size;
}

type NewItemContext = { today: string; settings: Settings; now: Date; saved: LineMeasurementsInput };

/** Puts a piece in the customer's cart, checked by newCartItem. */
export async function insertCartItem(
  tx: Executor,
  userId: string,
  product: ProductRow,
  accessory: boolean,
  input: Pick<CartAdd, 'eventDate' | 'period' | 'measurements' | 'remark'>,
  ctx: NewItemContext,
): Promise<void> {
  await tx.insert(cartItems).values(await newCartItem(tx, userId, product, accessory, input, ctx));
}

/** The row of a new cart item, checked: a rental's dates, sizes and availability; a purchase's sizes. */
async function newCartItem(
  tx: Executor,
  userId: string,
  product: ProductRow,
  accessory: boolean,
  input: Pick<CartAdd, 'eventDate' | 'period' | 'measurements' | 'remark'>,
  ctx: NewItemContext,
): Promise<typeof cartItems.$inferInsert> {
  const base = { userId, productId: product.id, remark: input.remark ?? '', createdAt: ctx.now };
  if (product.type === 'buy') {
    const fields = requiredMeasurementFields(product.grp, accessory);
    return { ...base, measurements: measurementsFor(fields, input.measurements ?? {}, ctx.saved) };
  }
  const choice = rentalChoice(product, accessory, input, input.measurements ?? {}, {
    today: ctx.today,
    rules: ctx.settings.rental,
    saved: ctx.saved,
  });
  await assertPieceFree(tx, product.id, choice, ctx.now).catch(async (error: unknown) => {
    throw await withSubstitute(tx, error, product.id, choice, ctx.now);
  });
  return {
    ...base,
    period: choice.period,
    eventDate: choice.eventDate,
    deliveryDate: choice.deliveryDate,
    returnDate: choice.returnDate,
    measurements: choice.measurements,
  };
}
