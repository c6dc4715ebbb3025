import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { usePagesTexts } from '@/i18n/texts/pages';
import { Link } from '@/lib/link';
import { useSettings } from '@/lib/settings';
import styles from './info.module.css';

/** A side panel: a title, a few lines, and the support phone and e-mail from the settings. */
export function HelpAside({ title, children }: { title: string; children?: ReactNode }) {
  const support = useSettings().data?.support;
  const { t } = usePagesTexts();
  return (
    <aside className={styles.aside} aria-label={title}>
      <h2 className={styles.asideTitle}>{title}</h2>
      {children}
      {support ? (
        <ul className={styles.asideContacts}>
          <li>
            <Phone size={18} aria-hidden="true" />
            <a href={`tel:${support.phone.replace(/\s/g, '')}`}>{support.phone}</a>
          </li>
          <li>
            <Mail size={18} aria-hidden="true" />
            <a href={`mailto:${support.email}`}>{support.email}</a>
          </li>
          <li className={styles.asideHours}>{support.hours}</li>
        </ul>
      ) : null}
      <Link to={paths.contactUs.getHref()} className="btn btn-outline btn-block">
        {t('common.writeToUs')}
      </Link>
    </aside>
  );
}
