import {
  FileText,
  Heart,
  LayoutDashboard,
  LogOut,
  MapPin,
  Package,
  Ruler,
  Shirt,
  UserRoundPen,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { formatMobile, useLogout } from '@/features/auth';
import { useMe } from '../api/get-me';
import { fullName } from '../lib/address';
import styles from './account.module.css';

/** The account area's side menu (Orders and Wishlist are the cart feature's pages). */
const ACCOUNT_MENU = [
  { label: 'Dashboard', href: paths.userDashboard.getHref(), icon: LayoutDashboard },
  { label: 'Orders', href: paths.accountOrders.getHref(), icon: Package },
  { label: 'Addresses', href: paths.accountAddress.getHref(), icon: MapPin },
  { label: 'Wishlist', href: paths.accountWishlist.getHref(), icon: Heart },
  { label: 'Account Details', href: paths.accountEdit.getHref(), icon: UserRoundPen },
  { label: 'Measurement', href: paths.accountMeasurement.getHref(), icon: Ruler },
  { label: 'Document', href: paths.accountDocuments.getHref(), icon: FileText },
  { label: 'Fit Check Requests', href: paths.accountFitCheckRequests.getHref(), icon: Shirt },
] as const;

/** The account menu: a sticky side panel on a desktop, a scrolling row of tabs on a phone. */
export function AccountMenu() {
  const me = useMe().data;
  const logout = useLogout();
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);

  // On a phone, bring the current tab into view without moving the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again after each navigation, when another tab becomes current
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  const name = me ? fullName(me) : '';
  return (
    <nav className={styles.menu} aria-label="My account">
      <div className={styles.hello}>
        <span className={styles.initials} aria-hidden="true">
          {(me?.firstName[0] ?? '') + (me?.lastName[0] ?? '') || 'V'}
        </span>
        <div style={{ minWidth: 0 }}>
          <p className={styles.helloName}>{name ? `Hello, ${me?.firstName}` : 'Hello!'}</p>
          {me ? <p className={styles.helloMeta}>{formatMobile(me.mobile)}</p> : null}
        </div>
      </div>
      <ul className={styles.menuList} ref={listRef}>
        {ACCOUNT_MENU.map(({ label, href, icon: Icon }) => (
          <li key={href}>
            <NavLink to={href} className={styles.menuItem} end>
              <Icon size={18} aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
        <li className={styles.logoutItem}>
          <button
            type="button"
            className={styles.menuItem}
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            <LogOut size={18} aria-hidden="true" />
            {logout.isPending ? 'Logging out…' : 'Logout'}
          </button>
        </li>
      </ul>
    </nav>
  );
}
