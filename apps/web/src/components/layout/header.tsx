import { ChevronDown, Heart, Menu, Search, ShoppingBag, UserRound } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useLoginPrompt } from '@/components/ui/login-prompt';
import { type Group, paths } from '@/config/paths';
import { DESKTOP_MEDIA_QUERY } from '@/config/site';
import { useCartCount } from '@/features/cart/api/get-cart-count';
import { useCategories } from '@/features/catalog/api/get-categories';
import { BranchSelector } from '@/features/location/components/branch-selector';
import { useWishlistCodes } from '@/features/wishlist/api/get-wishlist';
import { loadPageTexts, useTranslation } from '@/i18n';
import { whenMedia } from '@/lib/hooks';
import { InTurn } from '@/lib/hydrate-in-turns';
import { Link } from '@/lib/link';
import { useSession } from '@/lib/session';
import styles from './header.module.css';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

const MobileDrawer = lazy(() => import('./mobile-drawer'));
// With its texts in the language shown (a namespace of its own, see i18n/texts/shop.ts).
const SearchDialog = lazy(() => import('./search-dialog').then((m) => loadPageTexts().then(() => m)));
/**
 * The parts CSS shows on a desktop only are taken over once the screen is one (record 50): on a
 * phone, the menus' twenty-odd links and the language buttons are never hydrated.
 */
const onDesktop = whenMedia(DESKTOP_MEDIA_QUERY);

/** The site header: a desktop bar with menus, and on a phone a compact bar with the drawer button. */
export function Header() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const wishlistCount = useWishlistCodes().data?.length ?? 0;
  const cartCount = useCartCount();
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchLoaded, setSearchLoaded] = useState(false);
  const openSearch = () => {
    setSearchLoaded(true);
    setSearchOpen(true);
  };
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const login = useLoginPrompt('Cancel');

  // Visitors are asked to log in first; the login page brings them back here.
  const goPrivate = (href: string) => () => (isLoggedIn ? navigate(href) : login.prompt());

  return (
    <header className={styles.header}>
      <a className="skip-link" href="#main">
        {t('header.skip')}
      </a>
      <div className={`container ${styles.bar}`}>
        <button
          type="button"
          className={`btn-icon ${styles.phoneOnly}`}
          aria-label={t('header.openMenu')}
          onClick={() => {
            setDrawerLoaded(true);
            setDrawerOpen(true);
          }}
        >
          <Menu size={24} aria-hidden="true" />
        </button>

        <Logo />

        <InTurn id="header-nav" until={onDesktop}>
          <nav className={`${styles.nav} ${styles.desktopOnly}`} aria-label={t('header.main')}>
            <GroupMenu group="men" label={t('header.men')} lower={t('header.menLower')} />
            <GroupMenu group="women" label={t('header.women')} lower={t('header.womenLower')} />
            <NavLink to={paths.kits.getHref()} className={styles.navLink}>
              {t('header.outfits')}
            </NavLink>
            <NavLink to={paths.partyNew.getHref()} className={styles.navLink}>
              {t('header.weddingParty')}
            </NavLink>
            <NavLink to={paths.aboutUs.getHref()} className={styles.navLink}>
              {t('header.about')}
            </NavLink>
            <NavLink to={paths.buy.getHref()} className={styles.navLink}>
              {t('header.buy')}
            </NavLink>
            <NavLink to={paths.contactUs.getHref()} className={styles.navLink}>
              {t('header.contact')}
            </NavLink>
          </nav>
        </InTurn>

        <InTurn id="header-tools">
          <div className={styles.tools}>
            <InTurn id="header-language" until={onDesktop}>
              <LanguageSwitcher className={styles.desktopOnly} />
            </InTurn>
            <BranchSelector />
            <button
              type="button"
              className={`btn-icon ${styles.desktopOnly}`}
              aria-label={t('header.search')}
              onClick={openSearch}
            >
              <Search size={22} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn-icon"
              aria-label={t('header.wishlist', { count: wishlistCount })}
              onClick={goPrivate(paths.wishlist.getHref())}
            >
              <Heart size={22} aria-hidden="true" />
              <Badge count={wishlistCount} />
            </button>
            <button
              type="button"
              className="btn-icon"
              aria-label={t('header.cart', { count: cartCount })}
              onClick={goPrivate(paths.cart.getHref())}
              data-testid="header-cart"
            >
              <ShoppingBag size={22} aria-hidden="true" />
              <Badge count={cartCount} />
            </button>
            <Link
              to={isLoggedIn ? paths.userDashboard.getHref() : paths.login.getHref()}
              className={`btn-icon ${styles.desktopOnly}`}
              aria-label={isLoggedIn ? t('header.myAccount') : t('header.login')}
            >
              <UserRound size={22} aria-hidden="true" />
            </Link>
          </div>
        </InTurn>
      </div>
      <div className={`container ${styles.phoneSearch} ${styles.phoneOnly}`}>
        <button type="button" className={styles.searchField} onClick={openSearch}>
          <Search size={18} aria-hidden="true" />
          {t('header.searchField')}
        </button>
      </div>
      {searchLoaded ? (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} />
        </Suspense>
      ) : null}
      {drawerLoaded ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      ) : null}
      {login.dialog}
    </header>
  );
}

function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} aria-hidden="true">
      {count > 9 ? '9+' : count}
    </span>
  );
}

/** Men / Women: the group's categories, each to its listing. */
function GroupMenu({ group, label, lower }: { group: Group; label: string; lower: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const categories = useCategories(group);
  const location = useLocation();
  const ref = useRef<HTMLDivElement>(null);

  // A new page closes the menu.
  const [path, setPath] = useState(location.pathname);
  if (path !== location.pathname) {
    setPath(location.pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const menuId = `menu-${group}`;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only opens early; the button is the control for keyboard and touch
    <div
      className={styles.menu}
      ref={ref}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        className={styles.navLink}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      <div id={menuId} className={styles.menuPanel} hidden={!open}>
        <p className={styles.menuTitle}>{t('header.collections', { group: label })}</p>
        <ul>
          {(categories.data ?? []).map((c) => (
            <li key={c.code}>
              <Link to={paths.listing.getHref(c.slug, c.code)}>{c.name}</Link>
            </li>
          ))}
          <li>
            <Link to={paths.category.getHref(group)} className={styles.menuAll}>
              {t('header.allCollections', { group: lower })}
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
