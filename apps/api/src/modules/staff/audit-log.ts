import { addDays } from '@vastra/shared/rules';
import type { AuditPage, AuditQuery } from '@vastra/shared/schemas';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, staff } from '../../db/schema/index.ts';

/** The start of a calendar day in India, as an instant. */
const indiaDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** GET /api/staff/audit: newest first, filtered by staff member, order and days (India's calendar). */
export async function auditPage(db: Db, q: AuditQuery): Promise<AuditPage> {
  const where: SQL[] = [];
  if (q.staffId) where.push(eq(auditLog.staffId, q.staffId));
  if (q.orderId) where.push(eq(auditLog.orderId, q.orderId));
  if (q.from) where.push(gte(auditLog.createdAt, indiaDayStart(q.from)));
  if (q.to) where.push(lt(auditLog.createdAt, indiaDayStart(addDays(q.to, 1))));
  const filter = and(...where);
  const [counted] = await db.select({ n: count() }).from(auditLog).where(filter);
  const rows = await db
    .select({ entry: auditLog, staffName: staff.name })
    .from(auditLog)
    .innerJoin(staff, eq(staff.id, auditLog.staffId))
    .where(filter)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    items: rows.map(({ entry, staffName }) => ({
      id: entry.id,
      staffId: entry.staffId,
      staffName,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      orderId: entry.orderId,
      branchId: entry.branchId,
      before: entry.before,
      after: entry.after,
      ip: entry.ip,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: counted?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}
