import type { CartItem } from '@vastra/shared/schemas';
import { Heart, ShoppingBag, X } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/link';
import { useSettings } from '@/lib/settings';
import { useCart } from '../api/get-cart';
import { itemCount } from '../lib/item-count';
import { Amounts } from './amounts';
import styles from './cart.module.css';
import { CartLine } from './cart-line';
import { EditItemDialog } from './edit-item-dialog';
import { RemoveItemDialog } from './remove-item-dialog';

/** /cart: the items, totals computed on the server, Edit, Remove, Proceed to Checkout; close goes back. */
export function CartPage() {
  const { t } = useTranslation();
  const cart = useCart('home');
  const settings = useSettings();
  const navigate = useNavigate();
  const location = useLocation();
  const [editing, setEditing] = useState<CartItem | null>(null);
  const [removing, setRemoving] = useState<CartItem | null>(null);

  // Close goes back, or home when the cart is the first page of this visit.
  const close = () => (location.key !== 'default' ? navigate(-1) : navigate(paths.home.getHref()));

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.top}>
        <Breadcrumb
          items={[{ label: t('listing.home'), href: paths.home.getHref() }, { label: t('cart.crumb') }]}
        />
        <button type="button" className="btn-icon" aria-label={t('cart.close')} onClick={close}>
          <X size={22} aria-hidden="true" />
        </button>
      </div>
      <h1 className={styles.title}>{t('cart.title')}</h1>

      {cart.isPending ? (
        <div className={styles.layout} aria-busy="true">
          <span className="visually-hidden">{t('cart.loading')}</span>
          <div className="skeleton" style={{ height: 220 }} />
          <div className="skeleton" style={{ height: 280 }} />
        </div>
      ) : cart.isError ? (
        <PageState title={t('cart.failed')}>
          <p>{t('cart.checkConnection')}</p>
          <button type="button" className="btn btn-primary" onClick={() => cart.refetch()}>
            {t('cart.tryAgain')}
          </button>
        </PageState>
      ) : cart.data.items.length === 0 ? (
        <PageState title={t('cart.empty')} icon={<ShoppingBag size={40} aria-hidden="true" />}>
          <p>{t('cart.emptyText')}</p>
          <div className={styles.emptyActions}>
            <Link className="btn btn-primary" to={paths.category.getHref('men')}>
              {t('cart.men')}
            </Link>
            <Link className="btn btn-primary" to={paths.category.getHref('women')}>
              {t('cart.women')}
            </Link>
            <Link className="btn btn-outline" to={paths.wishlist.getHref()}>
              <Heart size={18} aria-hidden="true" /> {t('cart.wishlist')}
            </Link>
          </div>
        </PageState>
      ) : (
        <div className={styles.layout}>
          <section aria-label={t('cart.items')} className={styles.items}>
            {cart.data.items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                onEdit={() => setEditing(item)}
                onRemove={() => setRemoving(item)}
              />
            ))}
            {itemCount(cart.data.items) >= cart.data.maxItems ? (
              <p className={styles.hint}>
                {t('cart.full', { count: cart.data.maxItems })}{' '}
                <Link to={paths.wishlist.getHref()}>{t('cart.wishlistLink')}</Link>.
              </p>
            ) : null}
          </section>
          <aside className={styles.summary} aria-labelledby="cart-totals">
            <h2 id="cart-totals" className={styles.summaryTitle}>
              {t('cart.totals')}
            </h2>
            <Amounts
              amounts={cart.data.totals}
              advancePct={cart.data.totals.advancePct}
              memberDiscountPct={cart.data.totals.memberDiscountPct}
              deliveryLabel={t('cart.homeDelivery')}
              advanceLabel={t('cart.advanceNow')}
            />
            <p className={styles.hint}>
              {settings.data
                ? t('cart.pickupHours', { hours: settings.data.support.hours })
                : t('cart.pickup')}
            </p>
            <Link className="btn btn-primary btn-block" to={paths.checkout.getHref()}>
              {t('cart.proceed')}
            </Link>
          </aside>
        </div>
      )}
      <EditItemDialog item={editing} onClose={() => setEditing(null)} />
      <RemoveItemDialog item={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
