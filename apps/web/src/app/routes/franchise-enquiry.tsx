import { HelpAside } from '@/features/content/components/help-aside';
import styles from '@/features/content/components/info.module.css';
import { InfoHero } from '@/features/content/components/info-hero';
import { FranchiseForm } from '@/features/content/components/lazy-forms';
import { usePagesTexts } from '@/i18n/texts/pages';
import { usePageMeta } from '@/lib/page-meta';

/** `/franchise/enquiry/`: 'Clothing Rental Franchise Application'. */
export default function FranchiseEnquiryPage() {
  const { t } = usePagesTexts();
  usePageMeta({
    title: t('links.franchise', { ns: 'translation' }),
    description: t('franchise.description'),
  });
  return (
    <>
      <InfoHero title={t('franchise.title')} eyebrow={t('franchise.eyebrow')} lead={t('franchise.lead')} />
      <div className={`container ${styles.body}`}>
        <div className={styles.withAside}>
          <section className={styles.panel} aria-labelledby="franchise-form">
            <h2 id="franchise-form" style={{ fontSize: 'var(--text-xl)' }}>
              {t('franchise.yours')}
            </h2>
            <FranchiseForm />
          </section>
          <HelpAside title={t('franchise.next')}>
            <ol className={styles.asideSteps}>
              <li>{t('franchise.step1')}</li>
              <li>{t('franchise.step2')}</li>
              <li>{t('franchise.step3')}</li>
            </ol>
          </HelpAside>
        </div>
      </div>
    </>
  );
}
