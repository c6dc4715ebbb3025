import type { Profile } from '@vastra/shared/schemas';
import { Info, Pencil } from 'lucide-react';
import { paths } from '@/config/paths';
import { formatMobile } from '@/features/auth';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/link';
import { useMe } from '../api/get-me';
import { addressLines, fullName } from '../lib/address';
import styles from './account.module.css';
import { AccountHeader, AccountSkeleton } from './account-header';
import own from './address-book.module.css';
import '@/i18n/texts/orders';
import '@/i18n/texts/login-account';

/** /account-address: Billing and Shipping, both the saved address (one address serves both), each with Edit. */
export function AddressBook() {
  const me = useMe();
  const { t } = useTranslation();
  return (
    <>
      <AccountHeader title={t('account.addresses')} />
      <div className={styles.notice}>
        <Info size={20} aria-hidden="true" className={styles.noticeIcon} />
        <p>{t('accountPages.addresses.notice')}</p>
      </div>
      {me.isPending ? (
        <AccountSkeleton lines={6} />
      ) : me.isError ? (
        <div className={styles.actions}>
          <p className={styles.error} role="alert">
            {t('accountPages.addresses.failed')}
          </p>
          <button type="button" className="btn btn-outline" onClick={() => me.refetch()}>
            {t('cart.tryAgain')}
          </button>
        </div>
      ) : (
        <div className={own.grid}>
          <AddressBlock kind="Billing" profile={me.data} />
          <AddressBlock kind="Shipping" profile={me.data} />
        </div>
      )}
    </>
  );
}

function AddressBlock({ kind, profile }: { kind: 'Billing' | 'Shipping'; profile: Profile }) {
  const lines = addressLines(profile);
  const id = `address-${kind.toLowerCase()}`;
  const { t } = useTranslation();
  const title =
    kind === 'Billing' ? t('accountPages.addresses.billing') : t('accountPages.addresses.shipping');
  return (
    <section className={`${styles.panel} ${own.block}`} aria-labelledby={id}>
      <div className={styles.panelHead}>
        <h2 id={id} className={own.title}>
          {title}
        </h2>
        <Link to={paths.accountEdit.getHref()} className="btn btn-outline">
          <Pencil size={16} aria-hidden="true" />
          {t('cartLine.edit')}
          <span className="visually-hidden"> {title}</span>
        </Link>
      </div>
      {lines.length > 0 ? (
        <address className={own.address}>
          {fullName(profile) ? <strong>{fullName(profile)}</strong> : null}
          {lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
          <span className={own.contact}>{formatMobile(profile.mobile)}</span>
          {profile.email ? <span>{profile.email}</span> : null}
        </address>
      ) : (
        <p className={styles.empty}>
          {t('accountPages.addresses.noneA')}
          <Link to={paths.accountEdit.getHref()}>{t('accountPages.addresses.noneLink')}</Link>
          {t('accountPages.addresses.noneB')}
        </p>
      )}
    </section>
  );
}
