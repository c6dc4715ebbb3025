import type { Branch, Category, ListingQuery, ListingResult } from '@vastra/shared/schemas';
import type { Db } from '../../db/client.ts';
import { branchesServing } from '../location/index.ts';
import { getSettings } from '../system/index.ts';
import { toBranch, toCategory } from './cards.ts';
import { listProducts } from './listing.ts';
import { checkListingChoice } from './product.ts';
import { getReference } from './reference.ts';

/** GET /api/branches: every branch, in the shop's order. */
export async function listBranches(db: Db): Promise<Branch[]> {
  return (await getReference(db)).branches.map(toBranch);
}

/** GET /api/categories: every category, or those of the men's or the women's collection. */
export async function listCategories(db: Db, group: 'men' | 'women' | undefined): Promise<Category[]> {
  const ref = await getReference(db);
  const grp = group === 'women' ? 2 : group === 'men' ? 1 : undefined;
  return ref.categories.filter((c) => grp === undefined || c.grp === grp).map(toCategory);
}

/**
 * GET /api/products: refuses an event date or period that cannot be rented (400, before any
 * cached answer is used), then hands back the step that lists: pieces of the branches serving the
 * pincode when one is given, free for the event when an event date is given.
 */
export async function productListing(
  db: Db,
  query: ListingQuery,
  now: Date,
  maxLagMs = 0,
): Promise<() => Promise<ListingResult>> {
  const settings = await getSettings(db);
  checkListingChoice(query, settings, now);
  return async () => {
    const servingBranchIds = query.pincode ? await branchesServing(db, query.pincode) : undefined;
    return listProducts(db, query, {
      settings,
      now,
      maxLagMs,
      ...(servingBranchIds ? { servingBranchIds } : {}),
    });
  };
}
