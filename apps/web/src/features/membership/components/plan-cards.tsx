import type { Settings } from '@vastra/shared/schemas';
import { Check, Crown } from 'lucide-react';
import { paths } from '@/config/paths';
import { useFormat } from '@/i18n/format';
import { useMemberTexts } from '@/i18n/texts/member';
import { Link } from '@/lib/link';
import styles from './plans.module.css';

type Plan = Settings['membership']['plans'][number];

/** The three yearly plans from the settings, each leading to /register/{plan}. */
export function PlanCards({ plans, validityDays }: { plans: Plan[]; validityDays: number }) {
  const { t } = useMemberTexts();
  const { money } = useFormat();
  const best = Math.max(...plans.map((p) => p.discountPct));
  return (
    <ul className={styles.plans}>
      {plans.map((plan) => {
        const top = plan.discountPct === best;
        return (
          <li key={plan.code} className={`${styles.plan} ${top ? styles.planTop : ''}`}>
            {top ? <p className={styles.ribbon}>{t('plans.biggest')}</p> : null}
            <div className={styles.planHead}>
              <span className={styles.planLetter} aria-hidden="true">
                {plan.code}
              </span>
              <div>
                <p className={styles.planCode}>{t('plans.plan', { code: plan.code })}</p>
                <h3 className={styles.planName}>{plan.name}</h3>
              </div>
            </div>
            <p className={styles.planDiscount}>
              <strong>{plan.discountPct}%</strong> {t('plans.offRent')}
            </p>
            <p className={styles.planPrice}>
              <span className="price">{money(plan.price)}</span> {t('plans.perYear')}
            </p>
            <ul className={styles.planPoints}>
              <li>
                <Check size={16} aria-hidden="true" />
                {t('plans.offEvery', { pct: plan.discountPct })}
              </li>
              <li>
                <Check size={16} aria-hidden="true" />
                {validityDays === 365 ? t('plans.fullYear') : t('plans.validDays', { days: validityDays })}
              </li>
              <li>
                <Check size={16} aria-hidden="true" />
                {t('plans.automatic')}
              </li>
            </ul>
            <Link
              to={paths.registerPlan.getHref(plan.code)}
              className={`btn ${top ? styles.planButtonTop : 'btn-primary'} btn-block`}
            >
              {top ? <Crown size={18} aria-hidden="true" /> : null}
              {t('plans.choose', { name: plan.name })}
              <span className="visually-hidden">
                {t('plans.chooseHidden', { code: plan.code, price: money(plan.price) })}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
