import { formatRupees } from '@vastra/shared/rules';
import type { Settings } from '@vastra/shared/schemas';
import { Check, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './plans.module.css';

type Plan = Settings['membership']['plans'][number];

/** The three yearly plans from the settings, each leading to /register/{plan}. */
export function PlanCards({ plans, validityDays }: { plans: Plan[]; validityDays: number }) {
  const best = Math.max(...plans.map((p) => p.discountPct));
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => {
        const top = plan.discountPct === best;
        return (
          <li key={plan.code} className={`${styles.plan} ${top ? styles.planTop : ''}`}>
            {top ? <p className={styles.ribbon}>Biggest saving</p> : null}
            <div className={styles.planHead}>
              <span className={styles.planLetter} aria-hidden="true">
                {plan.code}
              </span>
              <div>
                <p className={styles.planCode}>Plan {plan.code}</p>
                <h3 className={styles.planName}>{plan.name}</h3>
              </div>
            </div>
            <p className={styles.planDiscount}>
              <strong>{plan.discountPct}%</strong> off rent
            </p>
            <p className={styles.planPrice}>
              <span className="price">{formatRupees(plan.price)}</span> / year
            </p>
            <ul className={styles.planPoints}>
              <li>
                <Check size={16} aria-hidden="true" />
                {plan.discountPct}% off the rent of every outfit
              </li>
              <li>
                <Check size={16} aria-hidden="true" />
                Valid {validityDays === 365 ? 'for a full year' : `for ${validityDays} days`}
              </li>
              <li>
                <Check size={16} aria-hidden="true" />
                Applied automatically at checkout
              </li>
            </ul>
            <Link
              to={paths.registerPlan.getHref(plan.code)}
              className={`btn ${top ? styles.planButtonTop : 'btn-primary'} btn-block`}
            >
              {top ? <Crown size={18} aria-hidden="true" /> : null}
              Choose {plan.name}
              <span className="visually-hidden">
                {' '}
                (plan {plan.code}, {formatRupees(plan.price)} a year)
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
