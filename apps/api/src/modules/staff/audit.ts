import { auditLog } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';

/** One staff write (or a look at a customer's ID document) as the audit log keeps it. */
export type AuditEntry = {
  staffId: string;
  /** What was done, as a verb phrase: 'order.hand_over', 'staff.disable', 'document.view'. */
  action: string;
  entity: string;
  entityId: string;
  orderId?: string | null;
  branchId?: number | null;
  before?: unknown;
  after?: unknown;
  ip: string;
  at: Date;
};

/**
 * Records a staff write in the audit log, in the same transaction as the write itself, so a
 * change that is kept is always audited and an audited change was really made.
 */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    orderId: entry.orderId ?? null,
    branchId: entry.branchId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip,
    createdAt: entry.at,
  });
}
