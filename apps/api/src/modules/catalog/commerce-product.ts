import { refundableDeposit } from '@vastra/shared/rules';
import type { CommerceProductSchema } from '@vastra/shared/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { perConnection } from '../../db/prepared.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { ProductRow } from '../cart/index.ts';
import { toCard } from './cards.ts';
import { getReference, type Reference } from './reference.ts';

export type CommerceProduct = z.infer<typeof CommerceProductSchema>;

/** The listing card plus what the cart needs: the original image key, deposit, accessory flag. */
export function toCommerceProduct(row: ProductRow, ref: Reference): CommerceProduct {
  return {
    ...toCard(row, ref),
    imageKey: row.images[0]?.key ?? null,
    deposit: row.type === 'rent' ? refundableDeposit(row) : null,
    isAccessory: ref.categoryById.get(row.categoryId)?.isAccessory ?? false,
  };
}

export function isAccessory(row: ProductRow, ref: Reference): boolean {
  return ref.categoryById.get(row.categoryId)?.isAccessory ?? false;
}

/** One prepared statement per connection: each plans it once, not per request. */
const byCodeQuery = perConnection((db: Db) =>
  db
    .select()
    .from(products)
    .where(and(eq(products.code, sql.placeholder('code')), eq(products.isActive, true)))
    .prepare('product_by_code'),
);

/** An active product by code (case-insensitive), or 404 'Product not found'. */
export async function productByCode(db: Db, code: string): Promise<ProductRow> {
  const query = byCodeQuery(db);
  const [row] = await query.execute({ code: code.toUpperCase() });
  if (!row) throw notFound('Product not found');
  return row;
}

export { getReference };
