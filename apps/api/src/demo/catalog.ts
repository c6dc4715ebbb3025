import { todayInIndia } from '@vastra/shared/rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookings, branches, categories, products, sizeOptions } from '../db/schema/index.ts';
import { planBookings } from './catalog-bookings.ts';
import { loadBranches } from './catalog-branches.ts';
import { CATEGORY_PLANS, sizeRows } from './catalog-categories.ts';
import { generateProducts } from './catalog-products.ts';

/** Advisory lock id of the catalogue seed (the migration lock is 7_270_721). */
const CATALOG_SEED_LOCK = 7_270_722;

export type CatalogSeedResult = { branches: number; categories: number; products: number; bookings: number };

/**
 * Branches, categories, sizes, the demo products and their showroom bookings. Does nothing when
 * products exist. Runs in one transaction under an advisory lock, so two processes starting at
 * once on one PostgreSQL database seed it once: the second waits, then finds the products.
 * Returns what it inserted, or null when there was nothing to do.
 */
export async function seedCatalog(db: Db, now: Date = new Date()): Promise<CatalogSeedResult | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_SEED_LOCK})`);
    const found = await tx.select({ id: products.id }).from(products).limit(1);
    if (found.length > 0) return null;

    // Reference rows may already exist (staff created a branch before any product): keep them.
    const branchRows = await loadBranches();
    await tx.insert(branches).values(branchRows).onConflictDoNothing({ target: branches.code });
    await tx
      .insert(categories)
      .values(CATEGORY_PLANS.map((p) => p.row))
      .onConflictDoNothing({ target: categories.code });
    await tx.insert(sizeOptions).values(sizeRows()).onConflictDoNothing();

    const branchIds = new Map(
      (await tx.select({ id: branches.id, code: branches.code }).from(branches)).map((b) => [b.code, b.id]),
    );
    const categoryIds = new Map(
      (await tx.select({ id: categories.id, code: categories.code }).from(categories)).map((c) => [
        c.code,
        c.id,
      ]),
    );

    const drafts = generateProducts(CATEGORY_PLANS, now);
    const rows = drafts.map(({ categoryCode, branchIndex, ...product }) => ({
      ...product,
      categoryId: categoryIds.get(categoryCode)!,
      branchId: branchIds.get(branchRows[branchIndex]!.code)!,
    }));
    // Two statements of ~250 rows stay far below PostgreSQL's 65,535 parameters per statement.
    const ids = new Map<string, number>();
    for (let i = 0; i < rows.length; i += 250) {
      const inserted = await tx
        .insert(products)
        .values(rows.slice(i, i + 250))
        .returning({ id: products.id, code: products.code });
      for (const row of inserted) ids.set(row.code, row.id);
    }

    const rentals = drafts.filter((d) => d.type === 'rent');
    const planned = planBookings(
      rentals.map((d) => ({ timesBooked: d.timesBooked ?? 0 })),
      todayInIndia(now),
    );
    const bookingRows = planned.map((b) => ({
      productId: ids.get(rentals[b.productIndex]!.code)!,
      status: 'confirmed' as const,
      source: 'store' as const,
      deliveryDate: b.deliveryDate,
      returnDate: b.returnDate,
    }));
    if (bookingRows.length > 0) await tx.insert(bookings).values(bookingRows);

    return {
      branches: branchRows.length,
      categories: CATEGORY_PLANS.length,
      products: rows.length,
      bookings: bookingRows.length,
    };
  });
}
