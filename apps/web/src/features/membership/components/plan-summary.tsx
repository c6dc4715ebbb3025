import { formatRupees } from '@vastra/shared/rules';
import type { Settings } from '@vastra/shared/schemas';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './plans.module.css';

type Plan = Settings['membership']['plans'][number];

/** The chosen plan beside the form: what it costs and gives, and the way to the others. */
export function PlanSummary({ plan, validityDays }: { plan: Plan; validityDays: number }) {
  return (
    <aside className={styles.summary} aria-labelledby="plan-summary-title">
      <p className={styles.summaryEyebrow}>Your plan</p>
      <div className={styles.planHead}>
        <span className={styles.planLetter} aria-hidden="true">
          {plan.code}
        </span>
        <h2 id="plan-summary-title" className={styles.summaryTitle}>
          {plan.name}
          <span className="visually-hidden"> (plan {plan.code})</span>
        </h2>
      </div>
      <p className={styles.summaryPrice}>
        <span className="price">{formatRupees(plan.price)}</span> for {validityDays} days
      </p>
      <ul className={styles.planPoints}>
        <li>
          <Check size={16} aria-hidden="true" />
          {plan.discountPct}% off the rent of every outfit
        </li>
        <li>
          <Check size={16} aria-hidden="true" />
          Starts the day you pay
        </li>
        <li>
          <Check size={16} aria-hidden="true" />
          Applied automatically at checkout
        </li>
      </ul>
      <p className={styles.summaryLinks}>
        <Link to={paths.membership.getHref()}>Compare plans</Link>
        <Link to={paths.membershipBenefits.getHref()}>What a member gets</Link>
      </p>
    </aside>
  );
}
