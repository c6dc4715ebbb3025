import { Dialog } from '@vastra/ui/dialog';
import { ChevronDown, Phone, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { informationLinks, paths, policyLinks } from '@/config/paths';
import { useMe } from '@/features/account/api/get-me';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import styles from './mobile-drawer.module.css';

const MAIN_NAV = [
  { label: 'Home', href: paths.home.getHref() },
  { label: 'Men', href: paths.category.getHref('men') },
  { label: 'Women', href: paths.category.getHref('women') },
  { label: 'Outfits', href: paths.kits.getHref() },
  { label: 'Wedding party', href: paths.partyNew.getHref() },
  { label: 'Buy pre-used', href: paths.buy.getHref() },
  { label: 'Membership', href: paths.membership.getHref() },
  { label: 'About', href: paths.aboutUs.getHref() },
  { label: 'Contact', href: paths.contactUs.getHref() },
];

/** The phone's side drawer: profile, 'Need Help?', navigation, Information and Policies. */
export default function MobileDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { isLoggedIn } = useSession();
  const me = useMe();
  const support = useSettings().data?.support;
  const close = () => onOpenChange(false);
  const manager = me.data?.relationshipManager;
  const helpName = manager?.name ?? 'Vastra customer care';
  const helpPhone = manager?.phone ?? support?.phone;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} variant="drawer" title="Menu">
      <div className={styles.profile}>
        <UserRound size={36} aria-hidden="true" className={styles.avatar} />
        {isLoggedIn ? (
          <div>
            <p className={styles.profileName}>
              {me.data ? `${me.data.firstName} ${me.data.lastName}`.trim() || 'Welcome' : 'Welcome'}
            </p>
            {me.data ? (
              <p className={styles.profileMeta}>
                {me.data.mobile}
                {me.data.email ? <br /> : null}
                {me.data.email}
              </p>
            ) : null}
            <Link to={paths.userDashboard.getHref()} onClick={close} className={styles.profileLink}>
              My account
            </Link>
          </div>
        ) : (
          <div>
            <p className={styles.profileName}>Welcome to Vastra</p>
            <Link to={paths.login.getHref()} onClick={close} className="btn btn-primary">
              Login / Sign up
            </Link>
          </div>
        )}
      </div>

      <section className={styles.help} aria-labelledby="drawer-help">
        <h2 id="drawer-help" className={styles.helpTitle}>
          Need Help?
        </h2>
        <p className={styles.helpName}>{helpName}</p>
        {helpPhone ? (
          <a href={`tel:${helpPhone.replace(/\s/g, '')}`} className={styles.call}>
            <Phone size={18} aria-hidden="true" />
            {helpPhone}
          </a>
        ) : null}
      </section>

      <nav aria-label="Menu">
        <ul className={styles.nav}>
          {MAIN_NAV.map((item) => (
            <li key={item.href}>
              <Link to={item.href} onClick={close}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        {[
          { title: 'Information', links: informationLinks },
          { title: 'Policies', links: policyLinks },
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
                    {link.label}
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
