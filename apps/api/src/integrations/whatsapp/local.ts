import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { keepInOutboxOnce } from '../local-outbox.ts';
import type { WhatsAppMessage, WhatsAppSender } from './whatsapp.ts';

/** The development sender: messages land in the outbox (channel whatsapp) that development reads. */
export class LocalWhatsAppSender implements WhatsAppSender {
  readonly kind = 'local';

  constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  async send(message: WhatsAppMessage): Promise<{ vendorId: string }> {
    const id = await keepInOutboxOnce(this.db, {
      channel: 'whatsapp',
      mobile: message.mobile,
      body: message.text,
      idempotencyKey: message.idempotencyKey,
    });
    return { vendorId: `local-wa-${id}` };
  }

  /** Local status webhooks are signed like Meta's, with the local secret. */
  verifySignature(rawBody: Buffer, header: string | undefined): boolean {
    if (!header?.startsWith('sha256=')) return false;
    const given = Buffer.from(header.slice(7), 'hex');
    const expected = createHmac('sha256', this.secret).update(rawBody).digest();
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
