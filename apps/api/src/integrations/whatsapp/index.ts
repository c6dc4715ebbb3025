import type { Env } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { CloudWhatsAppSender } from './cloud.ts';
import { LocalWhatsAppSender } from './local.ts';
import type { WhatsAppSender } from './whatsapp.ts';

export type { WhatsAppSender } from './whatsapp.ts';

/** The local sender's webhook secret (development and tests only; production refuses local). */
export const LOCAL_WHATSAPP_SECRET = 'local-whatsapp-secret';

/** The configured WhatsApp sender, or null when WhatsApp is off. */
export function createWhatsAppSender(env: Env, db: Db): WhatsAppSender | null {
  if (env.WHATSAPP_PROVIDER === 'off') return null;
  if (env.WHATSAPP_PROVIDER === 'cloud') {
    const { WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET } = env;
    if (!WHATSAPP_TOKEN || !WHATSAPP_PHONE_NUMBER_ID || !WHATSAPP_APP_SECRET) {
      throw new Error(
        'WHATSAPP_PROVIDER=cloud needs WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_APP_SECRET',
      );
    }
    return new CloudWhatsAppSender({
      token: WHATSAPP_TOKEN,
      phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
      appSecret: WHATSAPP_APP_SECRET,
      baseUrl: env.WHATSAPP_BASE_URL,
    });
  }
  return new LocalWhatsAppSender(db, LOCAL_WHATSAPP_SECRET);
}
