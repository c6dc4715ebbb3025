import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { paths } from '@/config/paths';
import { usePagesTexts } from '@/i18n/texts/pages';
import { Link } from '@/lib/link';
import { useSettings } from '@/lib/settings';
import styles from './contact.module.css';

/** Support phone, e-mail and hours (settings.support) and the way to the store locator. */
export function ContactDetails() {
  const support = useSettings().data?.support;
  const { t } = usePagesTexts();
  return (
    <section className={styles.details} aria-labelledby="contact-info">
      <h2 id="contact-info" className={styles.detailsTitle}>
        {t('contact.info')}
      </h2>
      <ul className={styles.lines}>
        <li>
          <Phone size={20} aria-hidden="true" />
          <div>
            <span className={styles.lineLabel}>{t('contact.call')}</span>
            {support ? (
              <a href={`tel:${support.phone.replace(/\s/g, '')}`}>{support.phone}</a>
            ) : (
              <span className={`skeleton ${styles.lineSkeleton}`} />
            )}
          </div>
        </li>
        <li>
          <Mail size={20} aria-hidden="true" />
          <div>
            <span className={styles.lineLabel}>{t('common.writeToUs')}</span>
            {support ? (
              <a href={`mailto:${support.email}`}>{support.email}</a>
            ) : (
              <span className={`skeleton ${styles.lineSkeleton}`} />
            )}
          </div>
        </li>
        <li>
          <Clock size={20} aria-hidden="true" />
          <div>
            <span className={styles.lineLabel}>{t('contact.hours')}</span>
            {support ? <span>{support.hours}</span> : <span className={`skeleton ${styles.lineSkeleton}`} />}
          </div>
        </li>
        <li>
          <MapPin size={20} aria-hidden="true" />
          <div>
            <span className={styles.lineLabel}>{t('contact.visit')}</span>
            <span>{t('contact.visitText')}</span>
          </div>
        </li>
      </ul>
      <Link to={paths.stores.getHref()} className={`btn ${styles.locatorButton}`}>
        <MapPin size={18} aria-hidden="true" />
        {t('links.stores', { ns: 'translation' })}
      </Link>
    </section>
  );
}
