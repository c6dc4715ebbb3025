import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import { createMailer, type Mailer } from '../../integrations/email/index.ts';
import { createSmsSender, type SmsSender } from '../../integrations/sms/index.ts';
import { createWhatsAppSender, type WhatsAppSender } from '../../integrations/whatsapp/index.ts';
import type { JobAttempt } from '../../queue/jobs.ts';
import { withOrigin } from './order-variables.ts';
import { type EventName, placeholders, TEMPLATES } from './templates/index.ts';

export type Channels = { sms: SmsSender; whatsapp: WhatsAppSender | null; mail: Mailer };

const built = new WeakMap<Env, Channels>();

/** The configured senders of each channel (built once per configuration). */
export function channelsFor(env: Env, db: Db, log: FastifyBaseLogger): Channels {
  let channels = built.get(env);
  if (!channels) {
    channels = {
      sms: createSmsSender(env, db, log),
      whatsapp: createWhatsAppSender(env, db),
      mail: createMailer(env, db, log),
    };
    built.set(env, channels);
  }
  return channels;
}

/** Queued messages whose time has come (oldest first), for the dispatcher to hand to the queue. */
export async function dueMessageIds(db: Db, now: Date, limit = 500): Promise<string[]> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.status, 'queued'), lte(messages.sendAfter, now)))
    .orderBy(messages.sendAfter)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Sends one queued message through its channel. A message already sent (a retry, a second
 * process) is left alone. Its dedupe key goes to the channel as the idempotency key, so a
 * process that died after the hand-over but before noting it does not make a second copy. A failure is recorded and thrown so the queue retries with backoff;
 * the last allowed attempt marks it failed, which staff see on the order.
 */
export async function sendMessage(
  db: Db,
  channels: Channels,
  publicUrl: string,
  messageId: string,
  attempt: JobAttempt,
  now: Date,
): Promise<void> {
  const [stored] = await db.select().from(messages).where(eq(messages.id, messageId));
  if (stored?.status !== 'queued') return;
  const message = {
    ...stored,
    body: withOrigin(stored.body, publicUrl),
    variables: Object.fromEntries(
      Object.entries(stored.variables).map(([k, v]) => [k, withOrigin(v, publicUrl)]),
    ),
  };
  try {
    const vendorId = await deliver(channels, message);
    await db
      .update(messages)
      .set({
        status: 'sent',
        vendorId,
        sentAt: now,
        statusAt: now,
        attempts: sql`${messages.attempts} + 1`,
        lastError: null,
      })
      .where(and(eq(messages.id, messageId), eq(messages.status, 'queued')));
  } catch (error) {
    const last = attempt.retryCount >= attempt.retryLimit;
    await db
      .update(messages)
      .set({
        attempts: sql`${messages.attempts} + 1`,
        lastError: error instanceof Error ? error.message.slice(0, 500) : 'send failed',
        ...(last ? { status: 'failed' as const, statusAt: now } : {}),
      })
      .where(eq(messages.id, messageId));
    throw error;
  }
}

async function deliver(channels: Channels, message: typeof messages.$inferSelect): Promise<string | null> {
  const event = message.event as EventName;
  if (message.channel === 'sms') {
    const sent = await channels.sms.sendTemplate({
      mobile: message.recipient,
      event,
      variables: message.variables,
      text: message.body,
      idempotencyKey: message.dedupeKey,
    });
    return sent.vendorId;
  }
  if (message.channel === 'whatsapp') {
    const template = TEMPLATES[event];
    if (!channels.whatsapp || !('whatsapp' in template) || !template.whatsapp)
      throw new Error('WhatsApp is off');
    const sent = await channels.whatsapp.send({
      mobile: message.recipient,
      template: template.whatsapp.name,
      language: message.language,
      parameters: placeholders(template.whatsapp.text[message.language]).map(
        (key) => message.variables[key] ?? '',
      ),
      text: message.body,
      idempotencyKey: message.dedupeKey,
    });
    return sent.vendorId;
  }
  await channels.mail.send({
    to: message.recipient,
    subject: message.subject,
    text: message.body,
    kind: message.event,
    idempotencyKey: message.dedupeKey,
  });
  return null;
}
