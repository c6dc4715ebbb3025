import { Mail, Phone } from 'lucide-react';
import { informationLinks, paths, policyLinks } from '@/config/paths';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/link';
import { useSettings } from '@/lib/settings';
import styles from './footer.module.css';
import { Logo } from './logo';

/** The footer: how renting works (from the settings) and the information and policy pages. */
export function Footer() {
  const { t } = useTranslation();
  const settings = useSettings().data;
  const periods = settings?.rental.periods ?? [];
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo inverse />
          <p className={styles.model}>
            {t('footer.model', {
              advance: settings ? t('footer.advance', { pct: settings.advance.rentPct }) : '',
              after: periods.length
                ? t('footer.afterDays', {
                    days: periods.join(', ').replace(/, (\d+)$/, `${t('footer.or')}$1`),
                  })
                : t('footer.afterEvent'),
              deposit: settings ? t('footer.deposit', { days: settings.deposit.refundWithinDays }) : '',
            })}
          </p>
          <p className={styles.branches}>{t('footer.branches')}</p>
        </div>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className={styles.heading}>
            {t('footer.information')}
          </h2>
          <ul>
            {informationLinks.map((l) => (
              <li key={l.href}>
                <Link to={l.href}>{t(`links.${l.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className={styles.heading}>
            {t('footer.policies')}
          </h2>
          <ul>
            {policyLinks.map((l) => (
              <li key={l.href}>
                <Link to={l.href}>{t(`links.${l.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{t('footer.talk')}</h2>
          <ul>
            {settings ? (
              <>
                <li>
                  <a href={`tel:${settings.support.phone.replace(/\s/g, '')}`}>
                    <Phone size={16} aria-hidden="true" /> {settings.support.phone}
                  </a>
                </li>
                <li>
                  <a href={`mailto:${settings.support.email}`}>
                    <Mail size={16} aria-hidden="true" /> {settings.support.email}
                  </a>
                </li>
                <li className={styles.hours}>{settings.support.hours}</li>
              </>
            ) : null}
            <li>
              <Link to={paths.stores.getHref()}>{t('footer.findStore')}</Link>
            </li>
          </ul>
        </div>
      </div>
      <p className={`container ${styles.legal}`}>{t('footer.legal', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
