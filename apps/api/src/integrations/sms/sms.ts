/** A one-time password to deliver; `text` is the full message for senders that take free text. */
export type OtpMessage = { mobile: string; otp: string; text: string };

export type SmsLog = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

/** A shop message (not a login code): the event names the registered template; text is what it reads. */
export type TemplateMessage = {
  mobile: string;
  event: string;
  variables: Record<string, string>;
  text: string;
  /** The same key never reaches the customer twice where the channel can tell (the message's dedupe key). */
  idempotencyKey?: string;
};

/** Delivers login codes and shop messages. Throws when a message could not be handed over. */
export interface SmsSender {
  /** 'console' senders keep messages in sms_outbox, which GET /api/dev/sms-outbox shows. */
  readonly kind: 'console' | 'msg91';
  sendOtp(message: OtpMessage): Promise<void>;
  /** Returns the vendor's id for the message, which its delivery reports name. */
  sendTemplate(message: TemplateMessage): Promise<{ vendorId: string }>;
}
