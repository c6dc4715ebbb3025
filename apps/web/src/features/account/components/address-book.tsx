import type { Profile } from '@vastra/shared/schemas';
import { Info, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatMobile } from '@/features/auth';
import { useMe } from '../api/get-me';
import { addressLines, fullName } from '../lib/address';
import styles from './account.module.css';
import { AccountHeader, AccountSkeleton } from './account-header';
import own from './address-book.module.css';

/** Shown when the addresses cannot be read, and above them. */
const ADDRESSES_FAILED = 'Failed to fetch addresses.';
const ADDRESSES_NOTICE = 'The following addresses will be used on the checkout page by default.';

/** /account-address: Billing and Shipping, both the saved address (one address serves both), each with Edit. */
export function AddressBook() {
  const me = useMe();
  return (
    <>
      <AccountHeader title="Addresses" />
      <div className={styles.notice}>
        <Info size={20} aria-hidden="true" className={styles.noticeIcon} />
        <p>{ADDRESSES_NOTICE}</p>
      </div>
      {me.isPending ? (
        <AccountSkeleton lines={6} />
      ) : me.isError ? (
        <div className={styles.actions}>
          <p className={styles.error} role="alert">
            {ADDRESSES_FAILED}
          </p>
          <button type="button" className="btn btn-outline" onClick={() => me.refetch()}>
            Try again
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
  return (
    <section className={`${styles.panel} ${own.block}`} aria-labelledby={id}>
      <div className={styles.panelHead}>
        <h2 id={id} className={own.title}>
          {kind} Address
        </h2>
        <Link to={paths.accountEdit.getHref()} className="btn btn-outline">
          <Pencil size={16} aria-hidden="true" />
          Edit<span className="visually-hidden"> {kind.toLowerCase()} address</span>
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
          You have not set up this address yet. <Link to={paths.accountEdit.getHref()}>Add your address</Link>{' '}
          and we will use it at checkout.
        </p>
      )}
    </section>
  );
}
