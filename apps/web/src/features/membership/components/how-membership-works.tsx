import { formatRupees } from '@vastra/shared/rules';
import type { Settings } from '@vastra/shared/schemas';
import styles from './membership.module.css';

/** Three steps beside the film, from the settings. */
export function HowMembershipWorks({ settings }: { settings: Settings }) {
  const { plans, validityDays } = settings.membership;
  const cheapest = Math.min(...plans.map((p) => p.price));
  const best = Math.max(...plans.map((p) => p.discountPct));
  return (
    <section className={styles.how} aria-labelledby="how-title">
      <h2 id="how-title" className={styles.sectionTitle}>
        How it works
      </h2>
      <ol className={styles.steps}>
        <li>
          <strong className={styles.stepTitle}>Choose a plan</strong>
          <span className={styles.stepText}>
            {plans.map((p) => p.code).join(', ')}: from {formatRupees(cheapest)} a year.
          </span>
        </li>
        <li>
          <strong className={styles.stepTitle}>Pay the yearly fee online</strong>
          <span className={styles.stepText}>Your plan starts at once and runs for {validityDays} days.</span>
        </li>
        <li>
          <strong className={styles.stepTitle}>Save on every rental</strong>
          <span className={styles.stepText}>
            Up to {best}% off the rent, taken off automatically at checkout.
          </span>
        </li>
      </ol>
    </section>
  );
}
