import { formatEventDate } from '@vastra/shared/rules';
import { Crown, Headset, Info, LogOut, Pencil, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatMobile, useLogout } from '@/features/auth';
import { useMe } from '../api/get-me';
import { addressLines, fullName } from '../lib/address';
import { ACCOUNT_FETCH_FAILED } from '../lib/messages';
import styles from './account.module.css';
import { AccountHeader, AccountSkeleton } from './account-header';
import own from './dashboard.module.css';
import { ProfilePhoto } from './profile-photo';
import { StoreCreditCard } from './store-credit-card';

/** /userdashboard 'My Account': photo, name, email, mobile, address, alternate phone; Logout. */
export function Dashboard() {
  const me = useMe();
  const logout = useLogout();

  if (me.isPending) {
    return (
      <>
        <AccountHeader title="My Account" />
        <AccountSkeleton lines={8} />
      </>
    );
  }
  if (me.isError) {
    return (
      <>
        <AccountHeader title="My Account" />
        <div className={styles.actions}>
          <p className={styles.error} role="alert">
            {ACCOUNT_FETCH_FAILED}
          </p>
          <button type="button" className="btn btn-outline" onClick={() => me.refetch()}>
            Try again
          </button>
        </div>
      </>
    );
  }

  const profile = me.data;
  const name = fullName(profile);
  const lines = addressLines(profile);
  const manager = profile.relationshipManager;
  const membership = profile.membership;
  return (
    <>
      <AccountHeader
        title="My Account"
        lead={profile.firstName ? `Hello ${profile.firstName}, welcome back.` : 'Welcome to Vastra.'}
      />
      {profile.missingFields.length > 0 ? (
        <div className={styles.notice}>
          <Info size={20} aria-hidden="true" className={styles.noticeIcon} />
          <p>
            Please complete your <Link to={paths.accountEdit.getHref()}>account details</Link>: we need your
            name and address to deliver your outfits.
          </p>
        </div>
      ) : null}

      <section className={styles.panel} aria-labelledby="profile-title">
        <h2 id="profile-title" className={styles.panelTitle}>
          Profile
        </h2>
        <ProfilePhoto profile={profile} />
        <dl className={styles.facts}>
          <div>
            <dt>Name</dt>
            <dd>{name || <span className={styles.empty}>Not added yet</span>}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{profile.email || <span className={styles.empty}>Not added yet</span>}</dd>
          </div>
          <div>
            <dt>Mobile</dt>
            <dd>{formatMobile(profile.mobile)}</dd>
          </div>
          {profile.phone2 ? (
            <div>
              <dt>Alternate phone</dt>
              <dd>{formatMobile(profile.phone2)}</dd>
            </div>
          ) : null}
          <div className={styles.wide}>
            <dt>Address</dt>
            <dd>
              {lines.length > 0 ? (
                lines.map((line) => (
                  <span key={line} className={own.addressLine}>
                    {line}
                  </span>
                ))
              ) : (
                <span className={styles.empty}>Not added yet</span>
              )}
            </dd>
          </div>
        </dl>
        <div className={styles.actions} style={{ marginTop: 'var(--space-5)' }}>
          <Link to={paths.accountEdit.getHref()} className="btn btn-outline">
            <Pencil size={18} aria-hidden="true" />
            Edit details
          </Link>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            <LogOut size={18} aria-hidden="true" />
            Logout
          </button>
        </div>
      </section>

      <div className={own.cards}>
        {manager ? (
          <section className={styles.panel} aria-labelledby="rm-title">
            <h2 id="rm-title" className={own.cardTitle}>
              <Headset size={20} aria-hidden="true" />
              Your relationship manager
            </h2>
            <p className={own.cardText}>
              {manager.name}
              {profile.branch ? `, ${profile.branch.name}` : ''} helps with fit, dates and delivery.
            </p>
            <a href={`tel:${manager.phone.replace(/\s/g, '')}`} className={own.call}>
              <Phone size={18} aria-hidden="true" />
              {manager.phone}
            </a>
          </section>
        ) : null}
        <section className={styles.panel} aria-labelledby="membership-title">
          <h2 id="membership-title" className={own.cardTitle}>
            <Crown size={20} aria-hidden="true" />
            Fashion membership
          </h2>
          {membership ? (
            <p className={own.cardText}>
              {membership.name} plan: {membership.discountPct}% off the rent of every outfit, until{' '}
              {formatEventDate(membership.endsOn)}.
            </p>
          ) : (
            <>
              <p className={own.cardText}>Save on the rent of every outfit for a whole year.</p>
              <Link to={paths.membership.getHref()} className={own.call}>
                See the plans
              </Link>
            </>
          )}
        </section>
        <StoreCreditCard />
      </div>
    </>
  );
}
