import { createTransport } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { type Mailer, type MailLog, type MailMessage, markSent, recordInOutbox } from './mailer.ts';

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

  constructor(
    options: SmtpOptions,
    private readonly db: Db,
    private readonly log: MailLog,
  ) {
    // Short timeouts: the visitor's form waits on this; a dead mail server must not hang it.
    this.transport = createTransport(
      { url: options.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
      { from: options.from },
    );
  }

  async send(message: MailMessage): Promise<void> {
    const id = await recordInOutbox(this.db, message, false);
    const info = await this.transport.sendMail({
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    });
    await markSent(this.db, id);
    this.log.info({ outboxId: id, to: message.to, messageId: info.messageId }, 'e-mail sent (smtp)');
  }
}
