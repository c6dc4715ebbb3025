import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './header.module.css';

/** The wordmark: Vastra, since 1987. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <Link
      to={paths.home.getHref()}
      className={`${styles.logo} ${inverse ? styles.logoInverse : ''}`}
      aria-label="Vastra home"
    >
      <span className={styles.logoWord}>Vastra</span>
      <span className={styles.logoSince}>since 1987</span>
    </Link>
  );
}
