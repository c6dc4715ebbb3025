import { OTP_RULES } from '@vastra/shared/schemas';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { ConsoleSmsSender } from './console.ts';
import { Msg91SmsSender } from './msg91.ts';
import type { SmsLog, SmsSender } from './sms.ts';

export type { SmsLog, SmsSender } from './sms.ts';

/** The configured sender: MSG91 when SMS_PROVIDER=msg91, else the console/outbox one. */
export function createSmsSender(env: Env, db: Db, log: SmsLog): SmsSender {
  if (env.SMS_PROVIDER === 'msg91') {
    if (!env.MSG91_AUTH_KEY || !env.MSG91_TEMPLATE_ID) {
      throw new Error('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
    }
    return new Msg91SmsSender(
      {
        authKey: env.MSG91_AUTH_KEY,
        templateId: env.MSG91_TEMPLATE_ID,
        flows: env.MSG91_FLOWS,
        senderId: env.MSG91_SENDER_ID,
        baseUrl: env.MSG91_BASE_URL,
        otpExpiryMinutes: OTP_RULES.validMinutes,
      },
      log,
    );
  }
  // Belt and braces: loadEnv refuses this already, but deps may be built without it.
  if (env.NODE_ENV === 'production') {
    throw new Error('The console SMS sender is refused in production; set SMS_PROVIDER=msg91');
  }
  return new ConsoleSmsSender(db, log);
}

/** True when GET /api/dev/sms-outbox may exist: console sender and not production. */
export function devOutboxEnabled(env: Env): boolean {
  return env.SMS_PROVIDER === 'console' && env.NODE_ENV !== 'production';
}
