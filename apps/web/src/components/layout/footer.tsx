import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { informationLinks, paths, policyLinks } from '@/config/paths';
import { useSettings } from '@/lib/settings';
import styles from './footer.module.css';
import { Logo } from './logo';

/** The footer: how renting works (from the settings) and the information and policy pages. */
export function Footer() {
  const settings = useSettings().data;
  const periods = settings?.rental.periods ?? [];
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo inverse />
          <p className={styles.model}>
            Designer wedding and occasion wear on rent since 1987. Choose your outfit and event date
            {settings ? `, pay a ${settings.advance.rentPct}% booking advance` : ''}, and we alter it to your
            measurements, deliver it the day before and pick it up after
            {periods.length ? ` ${periods.join(', ').replace(/, (\d+)$/, ' or $1')} days` : ' your event'}.
            Return it without cleaning
            {settings
              ? `; your refundable deposit comes back within ${settings.deposit.refundWithinDays} days`
              : ''}
            .
          </p>
          <p className={styles.branches}>Branches in Mumbai, Pune, Ahmedabad and Vapi.</p>
        </div>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className={styles.heading}>
            Information
          </h2>
          <ul>
            {informationLinks.map((l) => (
              <li key={l.href}>
                <Link to={l.href}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className={styles.heading}>
            Policies
          </h2>
          <ul>
            {policyLinks.map((l) => (
              <li key={l.href}>
                <Link to={l.href}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Talk to us</h2>
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
              <Link to={paths.stores.getHref()}>Find a store</Link>
            </li>
          </ul>
        </div>
      </div>
      <p className={`container ${styles.legal}`}>
        © {new Date().getFullYear()} Vastra. A family business since 1987.
      </p>
    </footer>
  );
}
