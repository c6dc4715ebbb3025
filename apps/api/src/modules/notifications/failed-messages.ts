import type { FailedMessage } from '@vastra/shared/schemas';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages, orders } from '../../db/schema/index.ts';
import { isUuid } from '../../db/tx.ts';
import { notFound } from '../../lib/errors.ts';
import type { StaffUser } from '../../plugins/staff-auth.ts';
import type { Queue } from '../../queue/queue.ts';
import { recordAudit } from '../staff/index.ts';
import { sendMessageJob } from './jobs.ts';

const SHOWN = 200;
const NO_SUCH = 'No failed message with that id.';

/** Hides a mobile but its last 4 digits, an e-mail address but its first letter and domain. */
function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient[0]}***${recipient.slice(at)}`;
  return `${'*'.repeat(Math.max(0, recipient.length - 4))}${recipient.slice(-4)}`;
}

/** A manager sees the messages of their branches' orders; an owner sees every one. */
function visibleTo(who: StaffUser) {
  const failed = eq(messages.status, 'failed');
  if (who.branchIds === 'all') return failed;
  return and(failed, isNotNull(messages.orderId), inArray(orders.branchId, who.branchIds));
}

/** The messages that used up their retries and were never sent, newest first. */
export async function failedMessages(db: Db, who: StaffUser): Promise<FailedMessage[]> {
  const rows = await db
    .select({
      id: messages.id,
      event: messages.event,
      channel: messages.channel,
      audience: messages.audience,
      recipient: messages.recipient,
      orderId: messages.orderId,
      billNo: orders.billNo,
      attempts: messages.attempts,
      lastError: messages.lastError,
      statusAt: messages.statusAt,
    })
    .from(messages)
    .leftJoin(orders, eq(orders.id, messages.orderId))
    .where(visibleTo(who))
    .orderBy(desc(messages.statusAt))
    .limit(SHOWN);
  return rows.map(({ statusAt, ...r }) => ({
    ...r,
    recipient: maskRecipient(r.recipient),
    failedAt: statusAt?.toISOString() ?? null,
  }));
}

type Actor = { who: StaffUser; ip: string; now: Date; queue?: Queue };

/**
 * Staff send a failed message again: it is queued once more (audited) and its job is given one
 * more attempt. Another branch's message, or one that is not failed, answers 404.
 */
export async function retryFailedMessage(db: Db, id: string, actor: Actor): Promise<{ status: 'queued' }> {
  if (!isUuid(id)) throw notFound(NO_SUCH);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        orderId: messages.orderId,
        branchId: orders.branchId,
        attempts: messages.attempts,
        lastError: messages.lastError,
      })
      .from(messages)
      .leftJoin(orders, eq(orders.id, messages.orderId))
      .where(and(eq(messages.id, id), visibleTo(actor.who)))
      .for('update', { of: messages });
    if (!row) throw notFound(NO_SUCH);
    await tx
      .update(messages)
      .set({ status: 'queued', sendAfter: actor.now, statusAt: actor.now })
      .where(eq(messages.id, id));
    await recordAudit(tx, {
      staffId: actor.who.id,
      action: 'message.retry',
      entity: 'message',
      entityId: id,
      orderId: row.orderId,
      branchId: row.branchId,
      before: { status: 'failed', attempts: row.attempts, lastError: row.lastError },
      after: { status: 'queued' },
      ip: actor.ip,
      at: actor.now,
    });
  });
  // The job that gave up is let run once more; the dispatcher queues it anew if it is long gone.
  await actor.queue?.retry(sendMessageJob.name, id);
  return { status: 'queued' };
}
