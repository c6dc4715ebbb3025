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
import { useTranslation } from '@/i18n';
import { useMe } from '../api/get-me';
import { fullName } from '../lib/address';
import styles from './account.module.css';

/** The account area's side menu (Orders and Wishlist are the cart feature's pages). */
const ACCOUNT_MENU = [
  { key: 'dashboard', href: paths.userDashboard.getHref(), icon: LayoutDashboard },
  { key: 'orders', href: paths.accountOrders.getHref(), icon: Package },
  { key: 'addresses', href: paths.accountAddress.getHref(), icon: MapPin },
  { key: 'wishlist', href: paths.accountWishlist.getHref(), icon: Heart },
  { key: 'details', href: paths.accountEdit.getHref(), icon: UserRoundPen },
  { key: 'measurement', href: paths.accountMeasurement.getHref(), icon: Ruler },
  { key: 'document', href: paths.accountDocuments.getHref(), icon: FileText },
  { key: 'fitCheck', href: paths.accountFitCheckRequests.getHref(), icon: Shirt },
] as const;

/** The account menu: a sticky side panel on a desktop, a scrolling row of tabs on a phone. */
export function AccountMenu() {
  const { t } = useTranslation();
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
    <nav className={styles.menu} aria-label={t('account.menu')}>
      <div className={styles.hello}>
        <span className={styles.initials} aria-hidden="true">
          {(me?.firstName[0] ?? '') + (me?.lastName[0] ?? '') || 'V'}
        </span>
        <div style={{ minWidth: 0 }}>
          <p className={styles.helloName}>
            {name ? t('account.helloName', { name: me?.firstName }) : t('account.hello')}
          </p>
          {me ? <p className={styles.helloMeta}>{formatMobile(me.mobile)}</p> : null}
        </div>
      </div>
      <ul className={styles.menuList} ref={listRef}>
        {ACCOUNT_MENU.map(({ key, href, icon: Icon }) => (
          <li key={href}>
            <NavLink to={href} className={styles.menuItem} end>
              <Icon size={18} aria-hidden="true" />
              {t(`account.${key}`)}
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
            {logout.isPending ? t('account.loggingOut') : t('account.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
