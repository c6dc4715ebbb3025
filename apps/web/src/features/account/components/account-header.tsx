import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n';
import styles from './account.module.css';

/** Each account page's breadcrumb (Home › My Account › page), heading and lead. */
export function AccountHeader({ title, lead }: { title: string; lead?: ReactNode }) {
  const { t } = useTranslation();
  const dashboard = title === 'My Account' || title === t('common.myAccount');
  return (
    <div className={styles.header}>
      <Breadcrumb
        items={[
          { label: t('listing.home'), href: paths.home.getHref() },
          ...(dashboard ? [] : [{ label: t('common.myAccount'), href: paths.userDashboard.getHref() }]),
          { label: title },
        ]}
      />
      <h1>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}

/** A calm outline while an account page's data loads. */
export function AccountSkeleton({ lines = 5 }: { lines?: number }) {
  return (
    <div className={styles.panel} aria-busy="true">
      <span className="visually-hidden">Loading…</span>
      {Array.from({ length: lines }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity
          key={i}
          className={`skeleton ${styles.skeletonBlock}`}
          style={{ width: `${90 - ((i * 17) % 40)}%` }}
        />
      ))}
    </div>
  );
}
