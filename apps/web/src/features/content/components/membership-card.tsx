import { Crown } from 'lucide-react';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n';
import { useFormat } from '@/i18n/format';
import { Link } from '@/lib/link';
import { useSettings } from '@/lib/settings';
import styles from './home.module.css';

/** The fashion membership card: the plans' prices and discounts come from the settings. */
export function MembershipCard() {
  const { t } = useTranslation();
  const { money } = useFormat();
  const plans = useSettings().data?.membership.plans ?? [];
  const cheapest = plans.reduce<number | null>(
    (min, p) => (min === null || p.price < min ? p.price : min),
    null,
  );
  const best = plans.reduce((max, p) => Math.max(max, p.discountPct), 0);
  return (
    <section className={styles.membership} aria-labelledby="membership-title">
      <Crown size={36} aria-hidden="true" className={styles.membershipIcon} />
      <div className={styles.membershipText}>
        <p className={styles.eyebrow}>{t('home.membershipEyebrow')}</p>
        <h2 id="membership-title" className={styles.membershipTitle}>
          {best ? t('home.membershipUpTo', { pct: best }) : t('home.membershipSavings')}
        </h2>
        <p>
          {cheapest !== null ? t('home.membershipFrom', { price: money(cheapest) }) : ''}
          {t('home.membershipPerks')}
        </p>
      </div>
      <Link to={paths.membership.getHref()} className={`btn ${styles.membershipButton}`}>
        {t('home.membershipSee')}
      </Link>
    </section>
  );
}
