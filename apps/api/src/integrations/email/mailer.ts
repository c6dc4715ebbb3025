import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notificationOutbox } from '../../db/schema/index.ts';

/** One plain-text e-mail. `kind` files it in the outbox ('contact', 'franchise', 'membership'…). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  kind?: string;
  /** A shop message's dedupe key: the outbox keeps one copy and SMTP sends one Message-ID. */
  idempotencyKey?: string;
};

/** Sends shop e-mails: console/outbox for development and tests, SMTP in production. */
export interface Mailer {
  /** Resolves once the message is recorded (and, for real senders, handed to the server). */
  send(message: MailMessage): Promise<void>;
}

export type MailLog = Pick<FastifyBaseLogger, 'info' | 'debug' | 'warn'>;

/**
 * Keeps a copy of every message in notification_outbox, so staff and tests can see what went out.
 * A message with a key is kept once: handing it over again answers with the first copy (and
 * whether it was already stamped sent).
 */
export async function recordInOutbox(
  db: Db,
  message: MailMessage,
  sent: boolean,
): Promise<{ id: string; alreadySent: boolean }> {
  const key = message.idempotencyKey ?? null;
  const [row] = await db
    .insert(notificationOutbox)
    .values({
      kind: message.kind ?? 'email',
      to: message.to,
      subject: message.subject,
      body: message.text,
      idempotencyKey: key,
      sentAt: sent ? sql`now()` : null,
    })
    .onConflictDoNothing({ target: notificationOutbox.idempotencyKey })
    .returning({ id: notificationOutbox.id });
  if (row) return { id: row.id, alreadySent: false };
  const [first] = key
    ? await db
        .select({ id: notificationOutbox.id, sentAt: notificationOutbox.sentAt })
        .from(notificationOutbox)
        .where(eq(notificationOutbox.idempotencyKey, key))
    : [];
  if (!first) throw new Error('notification_outbox insert returned no row');
  return { id: first.id, alreadySent: first.sentAt !== null };
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db.update(notificationOutbox).set({ sentAt: sql`now()` }).where(eq(notificationOutbox.id, id));
}
