import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/link';
import styles from './header.module.css';

/** The wordmark: Vastra, since 1987. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home.getHref()}
      className={`${styles.logo} ${inverse ? styles.logoInverse : ''}`}
      aria-label={t('header.logo')}
    >
      <span className={styles.logoWord}>Vastra</span>
      <span className={styles.logoSince}>{t('header.since')}</span>
    </Link>
  );
}
