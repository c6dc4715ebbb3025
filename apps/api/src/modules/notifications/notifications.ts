import type { ContactForm, FranchiseForm } from '@vastra/shared/schemas';
import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer, MailLog } from '../../integrations/email/index.ts';
import { getSettings } from '../system/index.ts';

export type Notifier = { db: Db; env: Env; mailer: Mailer; log: MailLog };

export type ShopNotice = { kind: string; subject: string; text: string; replyTo?: string };

/** Subjects are one line: a name typed with line breaks must not shape the headers. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * E-mails the shop about something a visitor sent. The visitor's submission is already stored,
 * so a mail failure is logged (the outbox row stays unsent) and never fails their request.
 */
export async function notifyShop({ db, env, mailer, log }: Notifier, notice: ShopNotice): Promise<void> {
  try {
    const to = env.SHOP_NOTIFY_EMAIL ?? (await getSettings(db)).support.email;
    await mailer.send({ ...notice, to, subject: oneLine(notice.subject) });
  } catch (error) {
    log.warn({ err: error, kind: notice.kind }, 'shop notification not sent');
  }
}

export function contactNotice(form: ContactForm): ShopNotice {
  return {
    kind: 'contact',
    subject: `Contact form: ${form.name}`,
    replyTo: form.email,
    text: [`Name: ${form.name}`, `E-mail: ${form.email}`, '', form.message].join('\n'),
  };
}

export function franchiseNotice(form: FranchiseForm): ShopNotice {
  return {
    kind: 'franchise',
    subject: `Franchise application: ${form.name}, ${form.location}`,
    replyTo: form.email,
    text: [
      `Name: ${form.name}`,
      `Contact number: ${form.contactNo}`,
      `E-mail: ${form.email}`,
      `Location: ${form.location}`,
      '',
      'Experience:',
      form.experience,
      '',
      'Rental space:',
      form.rentalSpace,
      '',
      'Additional questions:',
      form.additionalQuestions,
    ].join('\n'),
  };
}
