import { CalendarCheck, PackageCheck, Sparkles, Wallet } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { useSettings } from '@/lib/settings';
import styles from './home.module.css';

/** Rent, pay, wear, return: how renting works, in the settings' numbers. */
export function HowRentingWorks() {
  const { t } = useTranslation();
  const settings = useSettings().data;
  const periods = settings?.rental.periods;
  const steps = [
    {
      Icon: CalendarCheck,
      title: t('home.rent'),
      text: t('home.rentText', {
        periods: periods ? t('home.rentPeriods', { from: periods[0], to: periods.at(-1) }) : '',
      }),
    },
    {
      Icon: Wallet,
      title: t('home.pay'),
      text: t('home.payText', { pct: settings?.advance.rentPct ?? 25 }),
    },
    {
      Icon: Sparkles,
      title: t('home.wear'),
      text: t('home.wearText'),
    },
    {
      Icon: PackageCheck,
      title: t('home.return'),
      text: t('home.returnText', { days: settings?.deposit.refundWithinDays ?? 7 }),
    },
  ];
  return (
    <section className={styles.steps} aria-labelledby="steps-title">
      <h2 id="steps-title" className={styles.sectionTitle}>
        {t('home.steps')}
      </h2>
      <ol className={styles.stepList}>
        {steps.map(({ Icon, title, text }, i) => (
          <li key={title} className={styles.step}>
            <span className={styles.stepIcon} aria-hidden="true">
              <Icon size={26} />
            </span>
            <h3 className={styles.stepTitle}>
              <span className={styles.stepNumber}>{i + 1}.</span> {title}
            </h3>
            <p>{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
