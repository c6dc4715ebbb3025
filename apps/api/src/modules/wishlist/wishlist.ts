import { todayInIndia } from '@vastra/shared/rules';
import { type Cart, COMMERCE_MESSAGES, type MoveToCart, type Wishlist } from '@vastra/shared/schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, wishlistItems } from '../../db/schema/index.ts';
import { lockCustomer } from '../../db/tx.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { cartCountBeforeAdding, getCart, insertCartItem, savedMeasurements } from '../cart/index.ts';
import { getReference, isAccessory, productByCode, toCommerceProduct } from '../catalog/index.ts';
import { getSettings } from '../system/index.ts';

/** GET /api/wishlist, newest first; pieces taken off the shop drop out. */
export async function getWishlist(db: Db, userId: string): Promise<Wishlist> {
  const [rows, ref] = await Promise.all([
    db
      .select({ product: products, addedAt: wishlistItems.createdAt })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(and(eq(wishlistItems.userId, userId), eq(products.isActive, true)))
      .orderBy(desc(wishlistItems.createdAt), desc(products.id)),
    getReference(db),
  ]);
  return {
    items: rows.map((r) => ({
      product: toCommerceProduct(r.product, ref),
      addedAt: r.addedAt.toISOString(),
    })),
  };
}

/**
 * POST /api/wishlist: a code is never there twice; adding it again changes nothing. Answers the
 * wishlist and whether the piece was added now.
 */
export async function addToWishlist(
  db: Db,
  userId: string,
  code: string,
  now: Date,
): Promise<{ added: boolean; wishlist: Wishlist }> {
  const product = await productByCode(db, code);
  const inserted = await db
    .insert(wishlistItems)
    .values({ userId, productId: product.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ productId: wishlistItems.productId });
  return { added: inserted.length > 0, wishlist: await getWishlist(db, userId) };
}

/** DELETE /api/wishlist/{code}, answering the wishlist left: removing what is not there is not an error (double taps). */
export async function removeFromWishlist(db: Db, userId: string, code: string): Promise<Wishlist> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.code, code.toUpperCase()));
  if (!product) throw notFound('Product not found');
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, product.id)));
  return getWishlist(db, userId);
}

/**
 * POST /api/wishlist/{code}/move-to-cart: only into a cart with room (a full cart is refused, the piece stays); sizes the item
 * lacks come from the customer's saved measurements; on success it leaves the wishlist.
 */
export async function moveToCart(
  db: Db,
  userId: string,
  code: string,
  input: MoveToCart,
  now: Date,
): Promise<{ message: string; cart: Cart; wishlist: Wishlist }> {
  const product = await productByCode(db, code);
  const [settings, ref] = await Promise.all([getSettings(db), getReference(db)]);
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [listed] = await tx
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, product.id)));
    if (!listed) throw notFound('This item is not in your wishlist.');
    if ((await cartCountBeforeAdding(tx, userId, product.id)) >= settings.cart.maxItems) {
      throw conflict(COMMERCE_MESSAGES.moveCartFull);
    }
    await insertCartItem(tx, userId, product, isAccessory(product, ref), input, {
      today: todayInIndia(now),
      settings,
      now,
      saved: await savedMeasurements(tx, userId),
    });
    await tx
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, product.id)));
  });
  const [cart, wishlist] = await Promise.all([
    getCart(db, userId, 'home', now, settings),
    getWishlist(db, userId),
  ]);
  return { message: COMMERCE_MESSAGES.addedToCart, cart, wishlist };
}
