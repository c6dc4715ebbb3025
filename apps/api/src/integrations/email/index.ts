import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { ConsoleMailer } from './console.ts';
import type { Mailer, MailLog } from './mailer.ts';
import { SmtpMailer } from './smtp.ts';

export { ConsoleMailer } from './console.ts';
export type { Mailer, MailLog } from './mailer.ts';
export { SmtpMailer } from './smtp.ts';

/** The configured mailer: SMTP when EMAIL_PROVIDER=smtp, else the console/outbox one. */
export function createMailer(env: Env, db: Db, log: MailLog): Mailer {
  if (env.EMAIL_PROVIDER === 'smtp') {
    if (!env.SMTP_URL || !env.EMAIL_FROM) {
      throw new Error('EMAIL_PROVIDER=smtp needs SMTP_URL and EMAIL_FROM');
    }
    return new SmtpMailer({ url: env.SMTP_URL, from: env.EMAIL_FROM }, db, log);
  }
  return new ConsoleMailer(db, log);
}
