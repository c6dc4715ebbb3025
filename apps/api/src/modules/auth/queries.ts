import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/index.ts';

/**
 * What the local senders "sent" to one number, newest first (50 at most): its login codes, or the
 * shop's messages by SMS or WhatsApp.
 */
export async function latestSmsMessages(
  db: Db,
  mobile: string,
  filter: { kind: 'code' | 'message'; channel?: 'sms' | 'whatsapp' | undefined },
) {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(
      and(
        eq(smsOutbox.mobile, mobile),
        eq(smsOutbox.kind, filter.kind),
        filter.channel ? eq(smsOutbox.channel, filter.channel) : undefined,
      ),
    )
    .orderBy(desc(smsOutbox.createdAt))
    .limit(50);
  return rows.map((r) => ({
    mobile: r.mobile,
    channel: r.channel,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
  }));
}
