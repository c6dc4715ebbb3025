import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches } from '../../db/schema/index.ts';

/** The branches a staff member works at ('all' for an owner), in the branch picker's order. */
export async function staffBranchList(db: Db, branchIds: number[] | 'all') {
  if (branchIds !== 'all' && branchIds.length === 0) return [];
  const columns = { id: branches.id, code: branches.code, name: branches.name, city: branches.city };
  const query = db.select(columns).from(branches);
  return branchIds === 'all'
    ? query.orderBy(asc(branches.id))
    : query.where(inArray(branches.id, branchIds)).orderBy(asc(branches.id));
}
