import { outsideQuietHours } from '@vastra/shared/rules';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { consents, messages, staff, staffBranches, users } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { type EventName, fill, type Language, TEMPLATES } from './templates/index.ts';

type Channel = 'sms' | 'whatsapp' | 'email';

/** Which step of an order a message is about; with the event it makes the message unique. */
export type Notice = {
  event: EventName;
  orderId?: string | null;
  /** Distinguishes repeated steps of one event (an overdue day, a line). */
  step?: string;
  variables: Record<string, string>;
  /** When it may be sent; reminders move out of quiet hours. */
  at: Date;
};

type Recipient = { channel: Channel; address: string; language: Language; userId?: string; staffId?: string };

/** A customer's channels: SMS always; WhatsApp only after opting in; e-mail when known, unless switched off. */
async function customerChannels(tx: Executor, userId: string): Promise<Recipient[]> {
  const [user] = await tx
    .select({ mobile: users.mobile, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return [];
  const latest = await tx
    .select({ channel: consents.channel, granted: consents.granted })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.seq));
  const choice = (channel: 'whatsapp' | 'email') => latest.find((c) => c.channel === channel)?.granted;
  const base = { language: user.language, userId };
  const out: Recipient[] = [{ channel: 'sms', address: user.mobile, ...base }];
  if (choice('whatsapp') === 'yes') out.push({ channel: 'whatsapp', address: user.mobile, ...base });
  if (user.email && choice('email') !== 'no') out.push({ channel: 'email', address: user.email, ...base });
  return out;
}

/** Active staff of a branch (and the owners, who run every branch), each by SMS in English. */
async function staffRecipients(tx: Executor, branchId: number | null): Promise<Recipient[]> {
  const rows = await tx
    .selectDistinct({ id: staff.id, mobile: staff.mobile })
    .from(staff)
    .leftJoin(staffBranches, eq(staffBranches.staffId, staff.id))
    .where(
      and(
        eq(staff.active, true),
        branchId === null
          ? eq(staff.role, 'owner')
          : or(eq(staff.role, 'owner'), eq(staffBranches.branchId, branchId)),
      ),
    );
  return rows.map((r) => ({
    channel: 'sms' as const,
    address: r.mobile,
    language: 'en' as const,
    staffId: r.id,
  }));
}

async function queueFor(tx: Executor, notice: Notice, recipients: Recipient[]): Promise<number> {
  const template = TEMPLATES[notice.event];
  const sendAfter = template.reminder ? outsideQuietHours(notice.at) : notice.at;
  const rows = recipients.flatMap((r) => {
    const lang = r.language;
    const text =
      r.channel === 'sms'
        ? template.sms[lang]
        : r.channel === 'whatsapp'
          ? template.whatsapp?.text[lang]
          : template.email?.text[lang];
    if (!text) return [];
    const subject =
      r.channel === 'email' && template.email ? fill(template.email.subject[lang], notice.variables) : '';
    const subjectKey = notice.orderId ?? r.userId ?? r.staffId ?? '';
    return [
      {
        dedupeKey: [notice.event, subjectKey, notice.step ?? '', r.channel, r.address].join(':'),
        event: notice.event,
        channel: r.channel,
        audience: template.audience,
        recipient: r.address,
        userId: r.userId ?? null,
        staffId: r.staffId ?? null,
        orderId: notice.orderId ?? null,
        language: lang,
        variables: notice.variables,
        subject,
        body: fill(text, notice.variables),
        sendAfter,
        createdAt: notice.at,
      },
    ];
  });
  if (rows.length === 0) return 0;
  const made = await tx.insert(messages).values(rows).onConflictDoNothing().returning({ id: messages.id });
  return made.length;
}

/**
 * Queues a customer's message on every channel they chose, in their language, in the caller's
 * transaction (so a step and its message are kept or dropped together). The same event, order
 * and step never queue twice. Returns how many messages were new.
 */
export async function notifyCustomer(tx: Executor, userId: string, notice: Notice): Promise<number> {
  return queueFor(tx, notice, await customerChannels(tx, userId));
}

/** Queues a staff alert to a branch's staff and the owners (branchId null: the owners only). */
export async function notifyStaff(tx: Executor, branchId: number | null, notice: Notice): Promise<number> {
  return queueFor(tx, notice, await staffRecipients(tx, branchId));
}

/** The messages of an order, newest first, with their delivery status (staff's order page). */
export async function orderMessages(tx: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return tx
    .select()
    .from(messages)
    .where(inArray(messages.orderId, orderIds))
    .orderBy(desc(messages.createdAt));
}
