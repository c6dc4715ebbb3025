import type { Settings } from '@vastra/shared/schemas';
import { useFormat } from '@/i18n/format';
import { useMemberTexts } from '@/i18n/texts/member';
import styles from './membership.module.css';

/** Three steps beside the film, from the settings. */
export function HowMembershipWorks({ settings }: { settings: Settings }) {
  const { t } = useMemberTexts();
  const { money } = useFormat();
  const { plans, validityDays } = settings.membership;
  const cheapest = Math.min(...plans.map((p) => p.price));
  const best = Math.max(...plans.map((p) => p.discountPct));
  return (
    <section className={styles.how} aria-labelledby="how-title">
      <h2 id="how-title" className={styles.sectionTitle}>
        {t('how.title')}
      </h2>
      <ol className={styles.steps}>
        <li>
          <strong className={styles.stepTitle}>{t('how.choose')}</strong>
          <span className={styles.stepText}>
            {t('how.from', { codes: plans.map((p) => p.code).join(', '), price: money(cheapest) })}
          </span>
        </li>
        <li>
          <strong className={styles.stepTitle}>{t('how.pay')}</strong>
          <span className={styles.stepText}>{t('how.starts', { days: validityDays })}</span>
        </li>
        <li>
          <strong className={styles.stepTitle}>{t('how.save')}</strong>
          <span className={styles.stepText}>{t('how.upTo', { pct: best })}</span>
        </li>
      </ol>
    </section>
  );
}
