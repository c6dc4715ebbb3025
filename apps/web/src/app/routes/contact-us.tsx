import contact from '@/features/content/components/contact.module.css';
import { ContactDetails } from '@/features/content/components/contact-details';
import styles from '@/features/content/components/info.module.css';
import { InfoHero } from '@/features/content/components/info-hero';
import { ContactForm } from '@/features/content/components/lazy-forms';
import { usePagesTexts } from '@/i18n/texts/pages';
import { usePageMeta } from '@/lib/page-meta';

/** `/contact-us/` and `/contact`: support contacts, the store locator and 'Get In Touch'. */
export default function ContactUsPage() {
  const { t } = usePagesTexts();
  const title = t('links.contactUs', { ns: 'translation' });
  usePageMeta({ title, description: t('contact.description') });
  return (
    <>
      <InfoHero title={title} eyebrow={t('contact.eyebrow')} lead={t('contact.lead')} />
      <div className={`container ${styles.body}`}>
        <div className={contact.layout}>
          <ContactDetails />
          <section className={styles.panel} aria-labelledby="get-in-touch">
            <h2 id="get-in-touch" className={contact.formTitle}>
              {t('contact.getInTouch')}
            </h2>
            <p className={contact.formLead}>{t('contact.formLead')}</p>
            <ContactForm />
          </section>
        </div>
      </div>
    </>
  );
}
