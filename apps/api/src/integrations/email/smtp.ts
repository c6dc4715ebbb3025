import { createHash } from 'node:crypto';
import { createTransport } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { type Mailer, type MailLog, type MailMessage, markSent, recordInOutbox } from './mailer.ts';

/** A stable Message-ID for a dedupe key: the same message always gets the same one. */
export function messageIdFor(key: string, domain: string): string {
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

export type SmtpOptions = {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  url: string;
  from: string;
};

/**
 * Sends through an SMTP server with nodemailer. The outbox row is written before sending and
 * stamped sent_at after, so a message the server refused stays visible as unsent.
 */
export class SmtpMailer implements Mailer {
  private readonly transport;
  private readonly domain: string;

  constructor(
    options: SmtpOptions,
    private readonly db: Db,
    private readonly log: MailLog,
  ) {
    this.domain = options.from.match(/@([^>\s]+)/)?.[1] ?? 'vastra.local';
    // Short timeouts: the visitor's form waits on this; a dead mail server must not hang it.
    this.transport = createTransport(
      { url: options.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
      { from: options.from },
    );
  }

  async send(message: MailMessage): Promise<void> {
    const { id, alreadySent } = await recordInOutbox(this.db, message, false);
    // The server took this message already; only the note of it was lost.
    if (alreadySent) return;
    const info = await this.transport.sendMail({
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      // A repeat after a crash carries the same Message-ID, which mail stores use to drop copies.
      ...(message.idempotencyKey ? { messageId: messageIdFor(message.idempotencyKey, this.domain) } : {}),
    });
    await markSent(this.db, id);
    this.log.info({ outboxId: id, to: message.to, messageId: info.messageId }, 'e-mail sent (smtp)');
  }
}
