import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches, categories } from '../../db/schema/index.ts';

export type BranchRow = typeof branches.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

export type Reference = {
  branches: BranchRow[];
  categories: CategoryRow[];
  branchById: Map<number, BranchRow>;
  categoryById: Map<number, CategoryRow>;
  /** By code and by slug, lower case. */
  categoryByKey: Map<string, CategoryRow>;
  branchByCode: Map<string, BranchRow>;
};

const TTL_MS = 30_000;
const cache = new WeakMap<Db, { value: Promise<Reference>; at: number }>();
/** The last reference read, with its rows as text: a read that finds the same rows answers it. */
const last = new WeakMap<Db, { ref: Reference; rows: string }>();

async function load(db: Db): Promise<Reference> {
  const [branchRows, categoryRows] = await Promise.all([
    db.select().from(branches).orderBy(asc(branches.sortOrder), asc(branches.id)),
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
  ]);
  // The same object while nothing changed: the kept listing makes each piece's card once per
  // reference, and a new object every 30 s made all of them again (record 39).
  const rows = JSON.stringify([branchRows, categoryRows]);
  const before = last.get(db);
  if (before?.rows === rows) return before.ref;
  const categoryByKey = new Map<string, CategoryRow>();
  for (const c of categoryRows) {
    categoryByKey.set(c.code.toLowerCase(), c);
    categoryByKey.set(c.slug.toLowerCase(), c);
  }
  const ref: Reference = {
    branches: branchRows,
    categories: categoryRows,
    branchById: new Map(branchRows.map((b) => [b.id, b])),
    categoryById: new Map(categoryRows.map((c) => [c.id, c])),
    categoryByKey,
    branchByCode: new Map(branchRows.map((b) => [b.code.toUpperCase(), b])),
  };
  last.set(db, { ref, rows });
  return ref;
}

/**
 * Branches and categories: a dozen rows each, read on every listing. Kept in memory for 30 s
 * per process; staff edits show up within that time, and losing the cache loses nothing.
 */
export function getReference(db: Db): Promise<Reference> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = load(db);
  cache.set(db, { value, at: Date.now() });
  value.catch(() => cache.delete(db));
  return value;
}

export function groupName(grp: number): 'men' | 'women' {
  return grp === 2 ? 'women' : 'men';
}
