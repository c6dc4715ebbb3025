import { NOTIFICATION_TEXTS, type NotificationPrefsInput } from '@vastra/shared/schemas';
import { toast } from 'sonner';
import { useTranslation } from '@/i18n';
import { translateMessage } from '@/i18n/messages';
import { useNotificationPrefs, useSaveNotificationPrefs } from '../api/notification-prefs';
import styles from './account.module.css';
import own from './message-settings.module.css';
import '@/i18n/texts/login-account';

/**
 * 'Messages' on Account Details: the language of the shop's messages, and WhatsApp (only after
 * the customer ticks it) and e-mail; SMS about orders always goes out.
 */
export function MessageSettings() {
  const prefs = useNotificationPrefs();
  const save = useSaveNotificationPrefs();
  const { t } = useTranslation();
  if (!prefs.data) return null;
  const { language, whatsapp, email, whatsappAvailable } = prefs.data;
  const change = (input: NotificationPrefsInput) =>
    save.mutate(input, {
      onSuccess: () => toast.success(NOTIFICATION_TEXTS.saved),
      onError: () => toast.error('Your message settings could not be saved. Please try again.'),
    });
  return (
    <section className={`${styles.panel} ${own.messages}`} aria-labelledby="messages-title">
      <h2 id="messages-title" className={styles.panelTitle}>
        {t('accountPages.messages.title')}
      </h2>
      <p className="field-hint">{translateMessage(NOTIFICATION_TEXTS.smsAlwaysOn)}</p>
      <div className="field">
        <label className="field-label" htmlFor="messages-language">
          {t('accountPages.messages.language')}
        </label>
        <select
          id="messages-language"
          className="input"
          value={language}
          disabled={save.isPending}
          onChange={(e) => change({ language: e.target.value === 'hi' ? 'hi' : 'en' })}
        >
          <option value="en">English</option>
          <option value="hi">हिन्दी (Hindi)</option>
        </select>
      </div>
      {whatsappAvailable ? (
        <label className={own.check}>
          <input
            type="checkbox"
            checked={whatsapp}
            disabled={save.isPending}
            onChange={(e) => change({ whatsapp: e.target.checked })}
          />
          {translateMessage(NOTIFICATION_TEXTS.whatsappOptIn)}
        </label>
      ) : null}
      <label className={own.check}>
        <input
          type="checkbox"
          checked={email}
          disabled={save.isPending}
          onChange={(e) => change({ email: e.target.checked })}
        />
        {t('accountPages.messages.email')}
      </label>
    </section>
  );
}
