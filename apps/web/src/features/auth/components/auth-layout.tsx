import { CalendarHeart, Headset, Heart, Ruler } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAuthTexts } from '@/i18n/texts/auth';
import styles from './auth.module.css';

const PERKS = [
  { icon: Heart, key: 'wishlist' },
  { icon: CalendarHeart, key: 'book' },
  { icon: Ruler, key: 'measure' },
  { icon: Headset, key: 'manager' },
] as const;

/** Login and signup: the form's card, with a welcome panel beside it on a desktop. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useAuthTexts();
  return (
    <div className={styles.page}>
      <div className={`container ${styles.grid}`}>
        <aside className={styles.welcome} aria-labelledby="auth-welcome">
          <p className={styles.welcomeEyebrow}>{t('welcome.eyebrow')}</p>
          <h2 id="auth-welcome" className={styles.welcomeTitle}>
            {t('welcome.title')}
          </h2>
          <ul className={styles.perks}>
            {PERKS.map(({ icon: Icon, key }) => (
              <li key={key}>
                <Icon size={20} aria-hidden="true" />
                {t(`welcome.${key}`)}
              </li>
            ))}
          </ul>
        </aside>
        <section className={styles.card}>{children}</section>
      </div>
    </div>
  );
}
