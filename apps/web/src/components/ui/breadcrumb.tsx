import { ChevronRight } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/link';
import styles from './breadcrumb.module.css';

export type Crumb = { label: string; href?: string };

/** Home > Category > …; the last crumb is the current page. */
export function Breadcrumb({
  items,
  separator = 'chevron',
}: {
  items: Crumb[];
  separator?: 'chevron' | 'slash';
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('common.breadcrumb')} className={styles.breadcrumb}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.href ?? 'current'}:${item.label}`}>
              {item.href && !last ? (
                <Link to={item.href}>{item.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
              {last ? null : separator === 'slash' ? (
                <span aria-hidden="true" className={styles.sep}>
                  /
                </span>
              ) : (
                <ChevronRight size={14} aria-hidden="true" className={styles.sep} />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
