import type { NewStaffAccount, StaffAccount, StaffAccountPatch } from '@vastra/shared/schemas';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches, staff, staffBranches, staffSessions } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { isUuid } from '../../db/tx.ts';
import { badRequest, conflict, notFound, sqlState, UNIQUE_VIOLATION } from '../../lib/errors.ts';
import { recordAudit } from './audit.ts';

/** Who changes staff accounts (an owner), from where and when. */
export type AccountAct = { staffId: string; ip: string; at: Date };

const NEEDS_BRANCH = 'A manager or staff member needs at least one branch.';

async function accountsWhere(db: Db | Tx, ids?: string[]): Promise<StaffAccount[]> {
  const rows = await db
    .select()
    .from(staff)
    .where(ids ? inArray(staff.id, ids) : undefined)
    .orderBy(asc(staff.name), asc(staff.id));
  const links =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(staffBranches)
          .where(
            inArray(
              staffBranches.staffId,
              rows.map((r) => r.id),
            ),
          );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    mobile: r.mobile,
    role: r.role,
    active: r.active,
    branchIds: links
      .filter((l) => l.staffId === r.id)
      .map((l) => l.branchId)
      .sort((a, b) => a - b),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Every staff account, by name. */
export const listAccounts = (db: Db) => accountsWhere(db);

async function setBranches(tx: Tx, staffId: string, role: string, branchIds: number[]): Promise<void> {
  if (role !== 'owner' && branchIds.length === 0) throw badRequest(NEEDS_BRANCH, { branchIds: NEEDS_BRANCH });
  const wanted = [...new Set(branchIds)];
  if (wanted.length > 0) {
    const found = await tx.select({ id: branches.id }).from(branches).where(inArray(branches.id, wanted));
    if (found.length !== wanted.length) throw badRequest('Unknown branch.', { branchIds: 'Unknown branch' });
  }
  await tx.delete(staffBranches).where(eq(staffBranches.staffId, staffId));
  // An owner works at every branch; the list is kept empty.
  if (role !== 'owner' && wanted.length > 0) {
    await tx.insert(staffBranches).values(wanted.map((branchId) => ({ staffId, branchId })));
  }
}

/** POST /api/staff/members: a new staff account (a mobile already in use answers 409). */
export async function createAccount(db: Db, act: AccountAct, input: NewStaffAccount): Promise<StaffAccount> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staff)
        .values({ mobile: input.mobile, name: input.name, role: input.role, createdAt: act.at })
        .returning({ id: staff.id });
      if (!row) throw new Error('staff insert returned no row');
      await setBranches(tx, row.id, input.role, input.branchIds);
      const [account] = await accountsWhere(tx, [row.id]);
      if (!account) throw new Error('new staff account vanished');
      await recordAudit(tx, {
        staffId: act.staffId,
        action: 'staff.create',
        entity: 'staff',
        entityId: row.id,
        after: account,
        ip: act.ip,
        at: act.at,
      });
      return account;
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION)
      throw conflict('This mobile number is already a staff account.');
    throw error;
  }
}

/**
 * PATCH /api/staff/members/{id}: name, role, branches, active. Disabling ends the member's
 * sessions at once. An owner cannot disable or demote themselves (the shop keeps an owner).
 */
export async function updateAccount(
  db: Db,
  act: AccountAct,
  id: string,
  patch: StaffAccountPatch,
): Promise<StaffAccount> {
  if (!isUuid(id)) throw notFound('Staff member not found');
  if (id === act.staffId && (patch.active === false || (patch.role && patch.role !== 'owner'))) {
    throw conflict('You cannot disable your own account or give up being an owner.');
  }
  return db.transaction(async (tx) => {
    const [before] = await accountsWhere(tx, [id]);
    if (!before) throw notFound('Staff member not found');
    const role = patch.role ?? before.role;
    await tx
      .update(staff)
      .set({ name: patch.name ?? before.name, role, active: patch.active ?? before.active })
      .where(eq(staff.id, id));
    if (patch.branchIds || patch.role) await setBranches(tx, id, role, patch.branchIds ?? before.branchIds);
    if (patch.active === false) {
      await tx
        .update(staffSessions)
        .set({ revokedAt: act.at })
        .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)));
    }
    const [after] = await accountsWhere(tx, [id]);
    const action = patch.active === false ? 'staff.disable' : 'staff.update';
    await recordAudit(tx, {
      staffId: act.staffId,
      action,
      entity: 'staff',
      entityId: id,
      before,
      after,
      ip: act.ip,
      at: act.at,
    });
    if (!after) throw new Error('staff account vanished');
    return after;
  });
}
