import type { Branch } from '@vastra/shared/schemas';
import { ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { usePagesTexts } from '@/i18n/texts/pages';
import styles from './stores.module.css';

/** One branch: picture, name, city, address, pincode, phone, e-mail, and its map in a new tab. */
export function StoreCard({ branch, priority = false }: { branch: Branch; priority?: boolean }) {
  const { t } = usePagesTexts();
  return (
    <li className={styles.card} data-testid="store-card" data-code={branch.code}>
      <div className={styles.picture}>
        {branch.image ? (
          <img
            src={branch.image}
            alt={`The ${branch.name} showroom`}
            width={690}
            height={500}
            sizes="(max-width: 768px) 100vw, 33vw"
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <div className={styles.noPicture} aria-hidden="true">
            <MapPin size={40} />
          </div>
        )}
      </div>
      <div className={styles.cardBody}>
        <h2 className={styles.name}>{branch.name}</h2>
        <p className={styles.city}>{branch.city}</p>
        <address className={styles.address}>
          {branch.address}
          <br />
          <span className={styles.pincode}>{t('stores.pincode', { pincode: branch.pincode })}</span>
        </address>
        <ul className={styles.contacts}>
          {branch.phone ? (
            <li>
              <Phone size={16} aria-hidden="true" />
              <a href={`tel:${branch.phone.replace(/\s/g, '')}`}>
                <span className="visually-hidden">{t('stores.call', { name: branch.name })}</span>
                {branch.phone}
              </a>
            </li>
          ) : null}
          {branch.email ? (
            <li>
              <Mail size={16} aria-hidden="true" />
              <a href={`mailto:${branch.email}`}>{branch.email}</a>
            </li>
          ) : null}
        </ul>
        {branch.mapUrl ? (
          <a
            href={branch.mapUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`btn btn-outline ${styles.map}`}
          >
            <MapPin size={18} aria-hidden="true" />
            {t('stores.map')}
            <span className="visually-hidden">{t('stores.mapHidden', { name: branch.name })}</span>
            <ExternalLink size={14} aria-hidden="true" />
          </a>
        ) : null}
      </div>
    </li>
  );
}

export function StoreCardSkeleton() {
  return (
    <li className={styles.card}>
      <div className={`skeleton ${styles.picture}`} />
      <div className={styles.cardBody}>
        <div className="skeleton" style={{ height: 24, width: '50%', marginBottom: 12 }} />
        <div className="skeleton" style={{ height: 16, width: '90%', marginBottom: 8 }} />
        <div className="skeleton" style={{ height: 16, width: '70%' }} />
      </div>
    </li>
  );
}
