import { faqs } from '@vastra/shared/texts';
import { paths } from '@/config/paths';
import { FaqList } from '@/features/content/components/faq-list';
import { HelpAside } from '@/features/content/components/help-aside';
import styles from '@/features/content/components/info.module.css';
import { InfoHero } from '@/features/content/components/info-hero';
import { SettingsGate } from '@/features/content/components/settings-gate';
import { usePagesTexts } from '@/i18n/texts/pages';
import { Link } from '@/lib/link';
import { usePageMeta } from '@/lib/page-meta';

/** `/faqs/`: questions about renting, payments, delivery and membership, answered from the settings. */
export default function FaqsPage() {
  const { t } = usePagesTexts();
  const faqsLabel = t('links.faqs', { ns: 'translation' });
  usePageMeta({ title: faqsLabel, description: t('faqs.description') });
  return (
    <>
      <InfoHero title={t('faqs.title')} eyebrow={faqsLabel} lead={t('faqs.lead')}>
        <Link to={paths.contactUs.getHref()} className="btn btn-outline">
          {t('faqs.ask')}
        </Link>
      </InfoHero>
      <div className={`container ${styles.body}`}>
        <div className={styles.withAside}>
          <SettingsGate>{(settings) => <FaqList groups={faqs(settings)} />}</SettingsGate>
          <HelpAside title={t('faqs.still')}>
            <p>{t('faqs.stillText')}</p>
          </HelpAside>
        </div>
      </div>
    </>
  );
}
