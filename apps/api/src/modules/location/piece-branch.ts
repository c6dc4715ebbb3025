import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/** The branch that holds a piece, by its code; 404 when no piece has it. */
export async function pieceBranchId(db: Db, code: string): Promise<number> {
  const [row] = await db
    .select({ branchId: products.branchId })
    .from(products)
    .where(eq(products.code, code));
  if (!row) throw notFound('Product not found');
  return row.branchId;
}
