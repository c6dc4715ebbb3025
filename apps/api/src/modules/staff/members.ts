import type { StaffRole } from '@vastra/shared/schemas';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches, staff, staffBranches } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';

export type NewStaff = { mobile: string; name: string; role: StaffRole; branchCodes: string[] };

/**
 * Adds a staff member bound to branches (by code), or updates the one with that mobile: name,
 * role, branches, active again. An owner needs no branch; a manager or staff member needs one.
 * Example: upsertStaff(db, { mobile: '9000000001', name: 'Asha', role: 'owner', branchCodes: [] }).
 */
export async function upsertStaff(db: Db, input: NewStaff): Promise<string> {
  if (!/^[0-9]{10}$/.test(input.mobile)) throw badRequest('Mobile number must be exactly 10 digits');
  if (input.role !== 'owner' && input.branchCodes.length === 0) {
    throw badRequest('A manager or staff member needs at least one branch.');
  }
  return db.transaction(async (tx) => {
    const found =
      input.branchCodes.length === 0
        ? []
        : await tx
            .select({ id: branches.id, code: branches.code })
            .from(branches)
            .where(inArray(branches.code, input.branchCodes));
    const unknown = input.branchCodes.filter((code) => !found.some((b) => b.code === code));
    if (unknown.length > 0) throw badRequest(`Unknown branch: ${unknown.join(', ')}`);
    const [row] = await tx
      .insert(staff)
      .values({ mobile: input.mobile, name: input.name, role: input.role })
      .onConflictDoUpdate({ target: staff.mobile, set: { name: input.name, role: input.role, active: true } })
      .returning({ id: staff.id });
    if (!row) throw new Error('staff upsert returned no row');
    await tx.delete(staffBranches).where(eq(staffBranches.staffId, row.id));
    if (input.role !== 'owner' && found.length > 0) {
      await tx.insert(staffBranches).values(found.map((b) => ({ staffId: row.id, branchId: b.id })));
    }
    return row.id;
  });
}
