import type { Settings } from '@vastra/shared/schemas';
import { Check } from 'lucide-react';
import { paths } from '@/config/paths';
import { useFormat } from '@/i18n/format';
import { useMemberTexts } from '@/i18n/texts/member';
import { Link } from '@/lib/link';
import styles from './plans.module.css';

type Plan = Settings['membership']['plans'][number];

/** The chosen plan beside the form: what it costs and gives, and the way to the others. */
export function PlanSummary({ plan, validityDays }: { plan: Plan; validityDays: number }) {
  const { t } = useMemberTexts();
  const { money } = useFormat();
  return (
    <aside className={styles.summary} aria-labelledby="plan-summary-title">
      <p className={styles.summaryEyebrow}>{t('plans.yourPlan')}</p>
      <div className={styles.planHead}>
        <span className={styles.planLetter} aria-hidden="true">
          {plan.code}
        </span>
        <h2 id="plan-summary-title" className={styles.summaryTitle}>
          {plan.name}
          <span className="visually-hidden">{t('plans.planHidden', { code: plan.code })}</span>
        </h2>
      </div>
      <p className={styles.summaryPrice}>
        <span className="price">{money(plan.price)}</span> {t('plans.forDays', { days: validityDays })}
      </p>
      <ul className={styles.planPoints}>
        <li>
          <Check size={16} aria-hidden="true" />
          {t('plans.offEvery', { pct: plan.discountPct })}
        </li>
        <li>
          <Check size={16} aria-hidden="true" />
          {t('plans.startsDay')}
        </li>
        <li>
          <Check size={16} aria-hidden="true" />
          {t('plans.automatic')}
        </li>
      </ul>
      <p className={styles.summaryLinks}>
        <Link to={paths.membership.getHref()}>{t('plans.compare')}</Link>
        <Link to={paths.membershipBenefits.getHref()}>{t('page.whatMemberGets')}</Link>
      </p>
    </aside>
  );
}
