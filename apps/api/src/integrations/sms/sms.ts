/** A one-time password to deliver; `text` is the full message for senders that take free text. */
export type OtpMessage = { mobile: string; otp: string; text: string };

export type SmsLog = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

/** Delivers login codes. Throws when the message could not be handed over. */
export interface SmsSender {
  /** 'console' senders keep messages in sms_outbox, which GET /api/dev/sms-outbox shows. */
  readonly kind: 'console' | 'msg91';
  sendOtp(message: OtpMessage): Promise<void>;
}
