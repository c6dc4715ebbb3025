import type { RelationshipManagerUpdate } from '@vastra/shared/schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, staffBranches, users } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { badRequest } from '../../lib/errors.ts';
import type { StaffUser } from '../../plugins/staff-auth.ts';
import { recordAudit } from '../staff/index.ts';
import { staffCustomer } from './visibility.ts';

/**
 * Who the staff member may assign as a customer's relationship manager: an owner any active
 * staff member; a manager the active staff of their own branches; staff nobody (they cannot assign).
 */
export async function managerChoices(db: Executor, who: StaffUser) {
  if (who.role === 'staff') return [];
  const columns = { id: staff.id, name: staff.name, mobile: staff.mobile };
  if (who.branchIds === 'all') {
    return db.select(columns).from(staff).where(eq(staff.active, true)).orderBy(asc(staff.name));
  }
  if (who.branchIds.length === 0) return [];
  return db
    .selectDistinct(columns)
    .from(staff)
    .innerJoin(staffBranches, eq(staffBranches.staffId, staff.id))
    .where(and(eq(staff.active, true), inArray(staffBranches.branchId, who.branchIds)))
    .orderBy(asc(staff.name));
}

/** PUT /api/staff/customers/{id}/relationship-manager (owners, managers): assigned or cleared, audited. */
export async function assignRelationshipManager(
  db: Db,
  act: { who: StaffUser; ip: string; at: Date },
  customerId: string,
  input: RelationshipManagerUpdate,
): Promise<void> {
  await db.transaction(async (tx) => {
    const customer = await staffCustomer(tx, act.who, customerId);
    if (input.staffId !== null) {
      const choices = await managerChoices(tx, act.who);
      if (!choices.some((c) => c.id === input.staffId)) {
        throw badRequest('Choose an active staff member of your branches', {
          staffId: 'Choose an active staff member of your branches',
        });
      }
    }
    await tx.update(users).set({ relationshipManagerId: input.staffId }).where(eq(users.id, customer.id));
    await recordAudit(tx, {
      staffId: act.who.id,
      action: 'customer.relationship_manager',
      entity: 'customer',
      entityId: customer.id,
      before: { staffId: customer.relationshipManagerId },
      after: { staffId: input.staffId },
      ip: act.ip,
      at: act.at,
    });
  });
}
