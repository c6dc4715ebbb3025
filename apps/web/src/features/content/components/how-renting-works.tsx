import { CalendarCheck, PackageCheck, Sparkles, Wallet } from 'lucide-react';
import { useSettings } from '@/lib/settings';
import styles from './home.module.css';

/** Rent, pay, wear, return: how renting works, in the settings' numbers. */
export function HowRentingWorks() {
  const settings = useSettings().data;
  const periods = settings?.rental.periods;
  const steps = [
    {
      Icon: CalendarCheck,
      title: 'Rent',
      text: `Pick your outfit and your event date${periods ? `, for ${periods[0]} to ${periods.at(-1)} days` : ''}.`,
    },
    {
      Icon: Wallet,
      title: 'Pay',
      text: `Book with a ${settings?.advance.rentPct ?? 25}% advance; the balance and a refundable deposit before delivery.`,
    },
    {
      Icon: Sparkles,
      title: 'Wear',
      text: 'Altered to your measurements and delivered the day before your event.',
    },
    {
      Icon: PackageCheck,
      title: 'Return',
      text: `Hand it back without cleaning; the deposit returns within ${settings?.deposit.refundWithinDays ?? 7} days.`,
    },
  ];
  return (
    <section className={styles.steps} aria-labelledby="steps-title">
      <h2 id="steps-title" className={styles.sectionTitle}>
        How renting works
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
