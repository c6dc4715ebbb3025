import { Dialog } from '@vastra/ui/dialog';
import { ChevronDown, Phone, UserRound } from 'lucide-react';
import { informationLinks, paths, policyLinks } from '@/config/paths';
import { useMe } from '@/features/account/api/get-me';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/link';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { LanguageSwitcher } from './language-switcher';
import styles from './mobile-drawer.module.css';

const MAIN_NAV = [
  { key: 'home', href: paths.home.getHref() },
  { key: 'men', href: paths.category.getHref('men') },
  { key: 'women', href: paths.category.getHref('women') },
  { key: 'outfits', href: paths.kits.getHref() },
  { key: 'weddingParty', href: paths.partyNew.getHref() },
  { key: 'buyPreUsed', href: paths.buy.getHref() },
  { key: 'membership', href: paths.membership.getHref() },
  { key: 'about', href: paths.aboutUs.getHref() },
  { key: 'contact', href: paths.contactUs.getHref() },
] as const;

/** The phone's side drawer: profile, 'Need Help?', navigation, Information and Policies. */
export default function MobileDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const me = useMe();
  const support = useSettings().data?.support;
  const close = () => onOpenChange(false);
  const manager = me.data?.relationshipManager;
  const helpName = manager?.name ?? t('drawer.customerCare');
  const helpPhone = manager?.phone ?? support?.phone;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} variant="drawer" title={t('drawer.title')}>
      <div className={styles.profile}>
        <UserRound size={36} aria-hidden="true" className={styles.avatar} />
        {isLoggedIn ? (
          <div>
            <p className={styles.profileName}>
              {me.data
                ? `${me.data.firstName} ${me.data.lastName}`.trim() || t('drawer.welcome')
                : t('drawer.welcome')}
            </p>
            {me.data ? (
              <p className={styles.profileMeta}>
                {me.data.mobile}
                {me.data.email ? <br /> : null}
                {me.data.email}
              </p>
            ) : null}
            <Link to={paths.userDashboard.getHref()} onClick={close} className={styles.profileLink}>
              {t('drawer.myAccount')}
            </Link>
          </div>
        ) : (
          <div>
            <p className={styles.profileName}>{t('drawer.welcomeGuest')}</p>
            <Link to={paths.login.getHref()} onClick={close} className="btn btn-primary">
              {t('drawer.loginSignup')}
            </Link>
          </div>
        )}
      </div>

      <section className={styles.help} aria-labelledby="drawer-help">
        <h2 id="drawer-help" className={styles.helpTitle}>
          {t('drawer.help')}
        </h2>
        <p className={styles.helpName}>{helpName}</p>
        {helpPhone ? (
          <a href={`tel:${helpPhone.replace(/\s/g, '')}`} className={styles.call}>
            <Phone size={18} aria-hidden="true" />
            {helpPhone}
          </a>
        ) : null}
      </section>

      <LanguageSwitcher className={styles.language} />

      <nav aria-label={t('drawer.title')}>
        <ul className={styles.nav}>
          {MAIN_NAV.map((item) => (
            <li key={item.href}>
              <Link to={item.href} onClick={close}>
                {t(`drawer.${item.key}`)}
              </Link>
            </li>
          ))}
        </ul>
        {[
          { title: t('drawer.information'), links: informationLinks },
          { title: t('drawer.policies'), links: policyLinks },
        ].map((group) => (
          <details key={group.title} className={styles.group}>
            <summary>
              {group.title}
              <ChevronDown size={18} aria-hidden="true" />
            </summary>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} onClick={close}>
                    {t(`links.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </nav>
    </Dialog>
  );
}
