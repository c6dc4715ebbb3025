import type { ListingQuery } from '@vastra/shared/schemas';
import type { Db } from '../db/client.ts';
import { listFromIndex, resolveFilter } from '../modules/catalog/listing.ts';
import { listingIndex } from '../modules/catalog/listing-index.ts';
import { getReference } from '../modules/catalog/reference.ts';
import { getSettings } from '../modules/system/index.ts';

/** The kept listing's answer now (record 33): after a new look, or within `maxLagMs` of the last one. */
export async function keptAnswer(db: Db, query: ListingQuery, maxLagMs = 0) {
  const kept = await listingIndex(db).fresh(maxLagMs);
  if (!kept) throw new Error('the index is not loaded');
  const listing = { settings: await getSettings(db), now: new Date() };
  const ref = await getReference(db);
  return listFromIndex(kept, query, listing, ref, resolveFilter(query, ref, listing));
}
