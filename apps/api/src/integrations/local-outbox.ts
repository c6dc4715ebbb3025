import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { smsOutbox } from '../db/schema/index.ts';

type OutboxMessage = {
  channel: 'sms' | 'whatsapp';
  mobile: string;
  body: string;
  idempotencyKey?: string | undefined;
};

/**
 * Puts a shop message in the local outbox once: a message handed over again with the same key
 * (its worker died after the first hand-over) answers with the first copy's id and adds nothing.
 */
export async function keepInOutboxOnce(db: Db, message: OutboxMessage): Promise<string> {
  const key = message.idempotencyKey ?? null;
  const [row] = await db
    .insert(smsOutbox)
    .values({
      channel: message.channel,
      kind: 'message',
      mobile: message.mobile,
      body: message.body,
      idempotencyKey: key,
    })
    .onConflictDoNothing({ target: smsOutbox.idempotencyKey })
    .returning({ id: smsOutbox.id });
  if (row) return row.id;
  const [first] = key
    ? await db.select({ id: smsOutbox.id }).from(smsOutbox).where(eq(smsOutbox.idempotencyKey, key))
    : [];
  if (!first) throw new Error('sms_outbox insert returned no row');
  return first.id;
}
