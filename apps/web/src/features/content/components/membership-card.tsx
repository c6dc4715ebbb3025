import { formatRupees } from '@vastra/shared/rules';
import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSettings } from '@/lib/settings';
import styles from './home.module.css';

/** The fashion membership card: the plans' prices and discounts come from the settings. */
export function MembershipCard() {
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
        <p className={styles.eyebrow}>Vastra Fashion Membership</p>
        <h2 id="membership-title" className={styles.membershipTitle}>
          {best ? `Up to ${best}% off every rental, all year` : 'Savings on every rental, all year'}
        </h2>
        <p>
          {cheapest !== null ? `Plans from ${formatRupees(cheapest)} a year. ` : ''}
          Priority alterations and first look at the new season&rsquo;s wardrobe.
        </p>
      </div>
      <Link to={paths.membership.getHref()} className={`btn ${styles.membershipButton}`}>
        See the plans
      </Link>
    </section>
  );
}
