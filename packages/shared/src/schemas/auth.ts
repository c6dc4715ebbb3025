import { z } from 'zod';
import { ProfileSchema } from './account.ts';
import { Mobile, Otp, safeText } from './common.ts';

/** How long a code lives, how soon a new one may be asked for, and how many wrong tries it takes. */
export const OTP_RULES = {
  length: 6,
  validMinutes: 10,
  resendAfterSeconds: 30,
  maxWrongAttempts: 5,
  perNumberPerHour: 5,
  perIpPerHour: 20,
} as const;

/** Texts of the login flow, shown under the OTP field or as the error message. */
export const OTP_INVALID = 'Invalid OTP. Please try again.';
export const OTP_EXPIRED = 'OTP has expired. Please request a new one.';
export const OTP_USED = 'This OTP has already been used. Please request a new one.';
export const OTP_TOO_MANY_ATTEMPTS = 'Too many wrong attempts. Please request a new OTP.';
export const OTP_NOT_SENT = 'Could not send the OTP. Please try again.';
export const OTP_SENT = 'OTP sent to your mobile number.';

/** otpCooldownMessage(12) === 'Please wait 12 seconds before asking for a new OTP.' */
export function otpCooldownMessage(seconds: number): string {
  return `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before asking for a new OTP.`;
}

/** The hourly limits' text; `who` is 'this mobile number' or 'this network'. */
export function otpLimitMessage(who: string, minutes: number): string {
  return `Too many OTP requests for ${who}. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** The SMS text (the DLT template registered with the gateway says the same). */
export function otpSmsText(code: string): string {
  return `${code} is your Vastra login OTP. It is valid for ${OTP_RULES.validMinutes} minutes. Do not share it with anyone.`;
}

/** Login step 1: POST /api/auth/otp. */
export const OtpRequestSchema = z.object({ mobile: Mobile });
export type OtpRequest = z.infer<typeof OtpRequestSchema>;

export const OtpSentSchema = z.object({
  message: safeText(),
  /** The code stops working after this many seconds. */
  expiresInSeconds: z.number(),
  /** 'Resend OTP' is refused until this many seconds have passed. */
  resendAfterSeconds: z.number(),
});
export type OtpSent = z.infer<typeof OtpSentSchema>;

/** Login step 2: POST /api/auth/verify. */
export const OtpVerifySchema = z.object({ mobile: Mobile, otp: Otp });
export type OtpVerify = z.infer<typeof OtpVerifySchema>;

export const LoginResultSchema = z.object({
  /** Bearer token for `Authorization: Bearer <token>`; shown once, stored only as a hash. */
  token: safeText(),
  user: ProfileSchema,
  /** True when this login created the customer (the web then asks for the signup details). */
  isNewCustomer: z.boolean(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** GET /api/dev/sms-outbox: what the console SMS sender "sent", newest first. */
export const SmsOutboxSchema = z.object({
  messages: z.array(
    z.object({
      mobile: safeText(),
      channel: z.enum(['sms', 'whatsapp']),
      body: safeText(),
      createdAt: safeText(),
    }),
  ),
});
export type SmsOutbox = z.infer<typeof SmsOutboxSchema>;
