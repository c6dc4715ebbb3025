import type { Settings } from '@vastra/shared/schemas';
import { type SettingsHistory, type StaffSettings, settingsChanges } from '@vastra/shared/schemas';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, branches, settings, staff } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { badRequest } from '../../lib/errors.ts';
import { readSettings, updateSettings } from '../system/index.ts';
import { recordAudit } from './audit.ts';

/** Who changes the settings, from where and when (the audit log keeps it). */
export type SettingsAct = { staffId: string; ip: string; at: Date };

const HISTORY_LIMIT = 200;

/**
 * Replaces the business rules (owners), already validated by the shared schema, and writes the
 * change (before → after) to the audit log in the same transaction. A save that changes nothing
 * is refused, so the history only holds real changes.
 */
export async function saveSettings(db: Db, act: SettingsAct, next: Settings): Promise<StaffSettings> {
  return db.transaction(async (tx) => {
    // One change at a time: the row is locked until this one is written.
    await tx.select({ id: settings.id }).from(settings).where(eq(settings.id, 1)).for('update');
    const before = await readSettings(tx);
    await refuseUnknownBranches(tx, next);
    if (settingsChanges(before.value, next).length === 0) {
      throw badRequest('Nothing was changed.');
    }
    const saved = await updateSettings(tx, next);
    await recordAudit(tx, {
      staffId: act.staffId,
      action: 'settings.update',
      entity: 'settings',
      entityId: '1',
      before: before.value,
      after: saved,
      ip: act.ip,
      at: act.at,
    });
    return readSettings(tx);
  });
}

/** A branch's own trial hours must name a branch the shop has (400 on the entry otherwise). */
async function refuseUnknownBranches(db: Executor, next: Settings): Promise<void> {
  const codes = next.trials.branches.map((b) => b.branchCode);
  if (codes.length === 0) return;
  const known = await db.select({ code: branches.code }).from(branches).where(inArray(branches.code, codes));
  const knownCodes = new Set(known.map((k) => k.code));
  const missing = codes.findIndex((code) => !knownCodes.has(code));
  if (missing >= 0) {
    const message = `There is no branch ${codes[missing]}`;
    throw badRequest(message, { [`trials.branches.${missing}.branchCode`]: message });
  }
}

/** Every change of the settings, newest first: who, when and each value before → after. */
export async function settingsHistory(db: Db): Promise<SettingsHistory> {
  const rows = await db
    .select({
      id: auditLog.id,
      staffName: staff.name,
      createdAt: auditLog.createdAt,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .innerJoin(staff, eq(staff.id, auditLog.staffId))
    .where(and(eq(auditLog.entity, 'settings'), eq(auditLog.action, 'settings.update')))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  return {
    items: rows.map((r) => ({
      id: String(r.id),
      staffName: r.staffName,
      createdAt: r.createdAt.toISOString(),
      changes: settingsChanges(r.before, r.after),
    })),
  };
}
