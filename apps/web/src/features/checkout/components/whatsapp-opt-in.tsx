import { NOTIFICATION_TEXTS } from '@vastra/shared/schemas';
import type { UseFormRegister } from 'react-hook-form';
import { useNotificationPrefs } from '@/features/account';
import { useServerMessage } from '@/i18n/messages';
import type { CheckoutFormValues } from '../lib/checkout-form';
import styles from './checkout.module.css';

/**
 * The checkout's WhatsApp box, shown when the shop sends WhatsApp and the customer has not
 * already chosen it. Unticked by default: WhatsApp messages need the customer's own yes.
 */
export function WhatsAppOptIn({ register }: { register: UseFormRegister<CheckoutFormValues> }) {
  const prefs = useNotificationPrefs().data;
  const message = useServerMessage();
  if (!prefs?.whatsappAvailable || prefs.whatsapp) return null;
  return (
    <label className={styles.optIn}>
      <input type="checkbox" {...register('whatsappOptIn')} />
      {message(NOTIFICATION_TEXTS.whatsappOptIn)}
    </label>
  );
}
