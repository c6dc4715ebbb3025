import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WhatsAppMessage, WhatsAppSender } from './whatsapp.ts';

export type CloudOptions = {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  baseUrl: string;
  timeoutMs?: number;
};

/**
 * Meta's WhatsApp Cloud API: POST {base}/{phone-number-id}/messages with a template message;
 * answers {"messages":[{"id":"wamid…"}]}. Status webhooks are signed with the app secret.
 */
export class CloudWhatsAppSender implements WhatsAppSender {
  readonly kind = 'cloud';

  constructor(private readonly opts: CloudOptions) {}

  async send(message: WhatsAppMessage): Promise<{ vendorId: string }> {
    let res: Response;
    try {
      res = await fetch(`${this.opts.baseUrl.replace(/\/$/, '')}/${this.opts.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.opts.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: `91${message.mobile}`,
          type: 'template',
          // Meta does not refuse a repeat with it, but echoes it in the status webhooks, so a
          // repeat after a lost answer can be told apart from a second message.
          ...(message.idempotencyKey
            ? { biz_opaque_callback_data: message.idempotencyKey.slice(0, 512) }
            : {}),
          template: {
            name: message.template,
            language: { code: message.language },
            components: [
              { type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) },
            ],
          },
        }),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new Error('WhatsApp Cloud API unreachable', { cause: error });
    }
    const body = (await res.json().catch(() => ({}))) as {
      messages?: { id?: string }[];
      error?: { message?: string };
    };
    const id = body.messages?.[0]?.id;
    if (!res.ok || !id)
      throw new Error(`WhatsApp refused the message: ${res.status} ${body.error?.message ?? ''}`.trim());
    return { vendorId: id };
  }

  verifySignature(rawBody: Buffer, header: string | undefined): boolean {
    if (!header?.startsWith('sha256=')) return false;
    const given = Buffer.from(header.slice(7), 'hex');
    const expected = createHmac('sha256', this.opts.appSecret).update(rawBody).digest();
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
