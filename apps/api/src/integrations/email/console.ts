import type { Db } from '../../db/client.ts';
import { type Mailer, type MailLog, type MailMessage, recordInOutbox } from './mailer.ts';

/**
 * The default mailer: nothing leaves the machine. The message lands in notification_outbox with
 * sent_at left empty (it was never delivered) and in the log, where a developer can read it.
 */
export class ConsoleMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly log: MailLog,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const { id } = await recordInOutbox(this.db, message, false);
    // The body carries the customer's words; keep it out of info-level production logs.
    this.log.info({ outboxId: id, to: message.to, subject: message.subject }, 'e-mail (console)');
    this.log.debug({ outboxId: id, text: message.text }, 'e-mail body (console)');
  }
}
