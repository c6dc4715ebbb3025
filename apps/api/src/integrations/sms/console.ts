import type { Db } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/index.ts';
import { keepInOutboxOnce } from '../local-outbox.ts';
import type { OtpMessage, SmsLog, SmsSender, TemplateMessage } from './sms.ts';

/**
 * The development sender: nothing leaves the machine. The message lands in sms_outbox, where
 * GET /api/dev/sms-outbox (development and tests only) and the log show it.
 */
export class ConsoleSmsSender implements SmsSender {
  readonly kind = 'console';

  constructor(
    private readonly db: Db,
    private readonly log: SmsLog,
  ) {}

  async sendOtp(message: OtpMessage): Promise<void> {
    // created_at is the database's clock: the outbox is ordered by when rows really arrived,
    // even when a test has moved the app's clock backwards.
    await this.db.insert(smsOutbox).values({ mobile: message.mobile, body: message.text });
    this.log.info({ mobile: message.mobile, text: message.text }, 'SMS (console sender)');
  }

  async sendTemplate(message: TemplateMessage): Promise<{ vendorId: string }> {
    const id = await keepInOutboxOnce(this.db, {
      channel: 'sms',
      mobile: message.mobile,
      body: message.text,
      idempotencyKey: message.idempotencyKey,
    });
    return { vendorId: `local-sms-${id}` };
  }
}
