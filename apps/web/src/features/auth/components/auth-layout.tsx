import { CalendarHeart, Headset, Heart, Ruler } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './auth.module.css';

const PERKS = [
  { icon: Heart, text: 'Keep a wishlist of the outfits you love, on every device.' },
  { icon: CalendarHeart, text: 'Book your outfit for the event date and follow your orders.' },
  { icon: Ruler, text: 'Save your measurements once; we alter every outfit to them.' },
  { icon: Headset, text: 'Talk to your own relationship manager about fit and delivery.' },
];

/** Login and signup: the form's card, with a welcome panel beside it on a desktop. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={`container ${styles.grid}`}>
        <aside className={styles.welcome} aria-labelledby="auth-welcome">
          <p className={styles.welcomeEyebrow}>Vastra · since 1987</p>
          <h2 id="auth-welcome" className={styles.welcomeTitle}>
            Dressed for the biggest day of the year
          </h2>
          <ul className={styles.perks}>
            {PERKS.map(({ icon: Icon, text }) => (
              <li key={text}>
                <Icon size={20} aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </aside>
        <section className={styles.card}>{children}</section>
      </div>
    </div>
  );
}
