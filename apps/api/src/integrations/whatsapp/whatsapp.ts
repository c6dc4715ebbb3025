/** An approved WhatsApp template message: its name, language and body parameters in order. */
export type WhatsAppMessage = {
  mobile: string;
  template: string;
  language: 'en' | 'hi';
  parameters: string[];
  text: string;
  /** The message's dedupe key: the local outbox keeps one copy; Meta echoes it in status webhooks. */
  idempotencyKey?: string;
};

/** Sends WhatsApp template messages; throws when one could not be handed over. */
export interface WhatsAppSender {
  readonly kind: 'cloud' | 'local';
  send(message: WhatsAppMessage): Promise<{ vendorId: string }>;
  /** Whether a status webhook's X-Hub-Signature-256 header signs this raw body. */
  verifySignature(rawBody: Buffer, header: string | undefined): boolean;
}
