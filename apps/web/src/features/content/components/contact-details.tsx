import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSettings } from '@/lib/settings';
import styles from './contact.module.css';

/** Support phone, e-mail and hours (settings.support) and the way to the store locator. */
export function ContactDetails() {
  const support = useSettings().data?.support;
  return (
    <section className={styles.details} aria-labelledby="contact-info">
      <h2 id="contact-info" className={styles.detailsTitle}>
        Contact information
      </h2>
      <ul className={styles.lines}>
        <li>
          <Phone size={20} aria-hidden="true" />
          <div>
            <span className={styles.lineLabel}>Call us</span>
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
            <span className={styles.lineLabel}>Write to us</span>
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
            <span className={styles.lineLabel}>Hours</span>
            {support ? <span>{support.hours}</span> : <span className={`skeleton ${styles.lineSkeleton}`} />}
          </div>
        </li>
        <li>
          <MapPin size={20} aria-hidden="true" />
          <div>
            <span className={styles.lineLabel}>Visit a branch</span>
            <span>Trial rooms and tailors at every branch in Mumbai, Pune, Ahmedabad and Vapi.</span>
          </div>
        </li>
      </ul>
      <Link to={paths.stores.getHref()} className={`btn ${styles.locatorButton}`}>
        <MapPin size={18} aria-hidden="true" />
        Store locator
      </Link>
    </section>
  );
}
