import type { Settings } from '@vastra/shared/schemas';
import { BadgePercent, CalendarCheck, CircleSlash, Crown, LogIn, Repeat } from 'lucide-react';
import { paths } from '@/config/paths';
import { useFormat } from '@/i18n/format';
import { useMemberTexts } from '@/i18n/texts/member';
import { Link } from '@/lib/link';
import styles from './benefits.module.css';
import planStyles from './plans.module.css';

/** Rent on which a plan's discount equals its fee: breakEvenRent(199, 5) === 3980. */
const breakEvenRent = (price: number, discountPct: number) =>
  discountPct > 0 ? Math.ceil((price * 100) / discountPct) : null;

/** What a member gets, every figure from the settings. */
export function MembershipBenefits({ settings }: { settings: Settings }) {
  const { t } = useMemberTexts();
  const { money } = useFormat();
  const { plans, validityDays } = settings.membership;
  const best = Math.max(...plans.map((p) => p.discountPct));
  const lowest = Math.min(...plans.map((p) => p.discountPct));
  const periods = settings.rental.periods;
  return (
    <>
      <ul className={styles.benefits}>
        <li>
          <BadgePercent size={28} aria-hidden="true" />
          <h2>{t('benefits.range', { low: lowest, best })}</h2>
          <p>{t('benefits.rangeText')}</p>
        </li>
        <li>
          <CalendarCheck size={28} aria-hidden="true" />
          <h2>{t('benefits.fullDays', { days: validityDays })}</h2>
          <p>{t('benefits.fullDaysText', { days: validityDays })}</p>
        </li>
        <li>
          <Repeat size={28} aria-hidden="true" />
          <h2>{t('benefits.periods')}</h2>
          <p>{t('benefits.periodsText', { some: periods.slice(0, -1).join(', '), last: periods.at(-1) })}</p>
        </li>
        <li>
          <LogIn size={28} aria-hidden="true" />
          <h2>{t('benefits.nothing')}</h2>
          <p>{t('benefits.nothingText')}</p>
        </li>
        <li>
          <CircleSlash size={28} aria-hidden="true" />
          <h2>{t('benefits.notCover')}</h2>
          <p>{t('benefits.notCoverText', { fee: money(settings.delivery.homeFee) })}</p>
        </li>
        <li className={styles.benefitJoin}>
          <Crown size={28} aria-hidden="true" />
          <h2>{t('benefits.join')}</h2>
          <p>{t('benefits.joinText')}</p>
          <Link to={paths.membership.getHref()} className={`btn ${planStyles.planButtonTop}`}>
            {t('benefits.choosePlan')}
          </Link>
        </li>
      </ul>

      <section className={styles.compare} aria-labelledby="compare-title">
        <h2 id="compare-title">{t('benefits.compare')}</h2>
        <div className={styles.tableWrap}>
          <table>
            <caption className="visually-hidden">{t('benefits.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('benefits.plan')}</th>
                <th scope="col">{t('benefits.fee')}</th>
                <th scope="col">{t('benefits.off')}</th>
                <th scope="col">{t('benefits.paysAfter')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('benefits.register')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {plans.map((plan) => (
                <tr key={plan.code}>
                  <th scope="row">
                    {plan.code} {plan.name}
                  </th>
                  <td className="price">{money(plan.price)}</td>
                  <td>{plan.discountPct}%</td>
                  <td className="price">
                    {t('benefits.ofRent', { amount: money(breakEvenRent(plan.price, plan.discountPct)) })}
                  </td>
                  <td>
                    <Link to={paths.registerPlan.getHref(plan.code)}>
                      {t('benefits.register')}
                      <span className="visually-hidden">
                        {t('benefits.registerFor', { name: plan.name })}
                      </span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
