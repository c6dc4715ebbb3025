import { formatEventDate } from '@vastra/shared/rules';
import { Crown, Headset, Info, LogOut, Pencil, Phone } from 'lucide-react';
import { paths } from '@/config/paths';
import { formatMobile, useLogout } from '@/features/auth';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/link';
import { useMe } from '../api/get-me';
import { addressLines, fullName } from '../lib/address';
import styles from './account.module.css';
import { AccountHeader, AccountSkeleton } from './account-header';
import own from './dashboard.module.css';
import { ProfilePhoto } from './profile-photo';
import { StoreCreditCard } from './store-credit-card';
import '@/i18n/texts/orders';
import '@/i18n/texts/login-account';

/** /userdashboard 'My Account': photo, name, email, mobile, address, alternate phone; Logout. */
export function Dashboard() {
  const me = useMe();
  const logout = useLogout();
  const { t } = useTranslation();

  if (me.isPending) {
    return (
      <>
        <AccountHeader title={t('common.myAccount')} />
        <AccountSkeleton lines={8} />
      </>
    );
  }
  if (me.isError) {
    return (
      <>
        <AccountHeader title={t('common.myAccount')} />
        <div className={styles.actions}>
          <p className={styles.error} role="alert">
            {t('accountPages.fetchFailed')}
          </p>
          <button type="button" className="btn btn-outline" onClick={() => me.refetch()}>
            {t('cart.tryAgain')}
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
        title={t('common.myAccount')}
        lead={
          profile.firstName
            ? t('accountPages.dashboard.hello', { name: profile.firstName })
            : t('accountPages.dashboard.welcome')
        }
      />
      {profile.missingFields.length > 0 ? (
        <div className={styles.notice}>
          <Info size={20} aria-hidden="true" className={styles.noticeIcon} />
          <p>
            {t('accountPages.dashboard.completeA')}
            <Link to={paths.accountEdit.getHref()}>{t('accountPages.dashboard.completeLink')}</Link>
            {t('accountPages.dashboard.completeB')}
          </p>
        </div>
      ) : null}

      <section className={styles.panel} aria-labelledby="profile-title">
        <h2 id="profile-title" className={styles.panelTitle}>
          {t('accountPages.dashboard.profile')}
        </h2>
        <ProfilePhoto profile={profile} />
        <dl className={styles.facts}>
          <div>
            <dt>{t('wishlist.name')}</dt>
            <dd>{name || <span className={styles.empty}>{t('accountPages.notAdded')}</span>}</dd>
          </div>
          <div>
            <dt>{t('checkout.fields.email')}</dt>
            <dd>{profile.email || <span className={styles.empty}>{t('accountPages.notAdded')}</span>}</dd>
          </div>
          <div>
            <dt>{t('accountPages.mobile')}</dt>
            <dd>{formatMobile(profile.mobile)}</dd>
          </div>
          {profile.phone2 ? (
            <div>
              <dt>{t('accountPages.alternatePhone')}</dt>
              <dd>{formatMobile(profile.phone2)}</dd>
            </div>
          ) : null}
          <div className={styles.wide}>
            <dt>{t('accountPages.address')}</dt>
            <dd>
              {lines.length > 0 ? (
                lines.map((line) => (
                  <span key={line} className={own.addressLine}>
                    {line}
                  </span>
                ))
              ) : (
                <span className={styles.empty}>{t('accountPages.notAdded')}</span>
              )}
            </dd>
          </div>
        </dl>
        <div className={styles.actions} style={{ marginTop: 'var(--space-5)' }}>
          <Link to={paths.accountEdit.getHref()} className="btn btn-outline">
            <Pencil size={18} aria-hidden="true" />
            {t('accountPages.dashboard.edit')}
          </Link>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            <LogOut size={18} aria-hidden="true" />
            {t('account.logout')}
          </button>
        </div>
      </section>

      <div className={own.cards}>
        {manager ? (
          <section className={styles.panel} aria-labelledby="rm-title">
            <h2 id="rm-title" className={own.cardTitle}>
              <Headset size={20} aria-hidden="true" />
              {t('accountPages.dashboard.manager')}
            </h2>
            <p className={own.cardText}>
              {t('accountPages.dashboard.managerHelps', {
                name: profile.branch ? `${manager.name}, ${profile.branch.name}` : manager.name,
              })}
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
            {t('accountPages.dashboard.membership')}
          </h2>
          {membership ? (
            <p className={own.cardText}>
              {t('accountPages.dashboard.plan', {
                name: membership.name,
                pct: membership.discountPct,
                date: formatEventDate(membership.endsOn),
              })}
            </p>
          ) : (
            <>
              <p className={own.cardText}>{t('accountPages.dashboard.save')}</p>
              <Link to={paths.membership.getHref()} className={own.call}>
                {t('home.membershipSee')}
              </Link>
            </>
          )}
        </section>
        <StoreCreditCard />
      </div>
    </>
  );
}
