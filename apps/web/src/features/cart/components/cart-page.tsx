import type { CartItem } from '@vastra/shared/schemas';
import { Heart, ShoppingBag, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
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
        <Breadcrumb items={[{ label: 'Home', href: paths.home.getHref() }, { label: 'Cart' }]} />
        <button type="button" className="btn-icon" aria-label="Close cart" onClick={close}>
          <X size={22} aria-hidden="true" />
        </button>
      </div>
      <h1 className={styles.title}>Your Bag</h1>

      {cart.isPending ? (
        <div className={styles.layout} aria-busy="true">
          <span className="visually-hidden">Loading your cart…</span>
          <div className="skeleton" style={{ height: 220 }} />
          <div className="skeleton" style={{ height: 280 }} />
        </div>
      ) : cart.isError ? (
        <PageState title="We could not load your cart">
          <p>Please check your connection and try again.</p>
          <button type="button" className="btn btn-primary" onClick={() => cart.refetch()}>
            Try again
          </button>
        </PageState>
      ) : cart.data.items.length === 0 ? (
        <PageState title="Your cart is empty." icon={<ShoppingBag size={40} aria-hidden="true" />}>
          <p>Choose an outfit for your event and it will wait for you here.</p>
          <div className={styles.emptyActions}>
            <Link className="btn btn-primary" to={paths.category.getHref('men')}>
              Men's collection
            </Link>
            <Link className="btn btn-primary" to={paths.category.getHref('women')}>
              Women's collection
            </Link>
            <Link className="btn btn-outline" to={paths.wishlist.getHref()}>
              <Heart size={18} aria-hidden="true" /> Your wishlist
            </Link>
          </div>
        </PageState>
      ) : (
        <div className={styles.layout}>
          <section aria-label="Items in your bag" className={styles.items}>
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
                Your bag holds {cart.data.maxItems === 1 ? 'one item' : `${cart.data.maxItems} items`} (an
                outfit counts as one) at a time. Other pieces you like wait in your{' '}
                <Link to={paths.wishlist.getHref()}>wishlist</Link>.
              </p>
            ) : null}
          </section>
          <aside className={styles.summary} aria-labelledby="cart-totals">
            <h2 id="cart-totals" className={styles.summaryTitle}>
              Cart totals
            </h2>
            <Amounts
              amounts={cart.data.totals}
              advancePct={cart.data.totals.advancePct}
              memberDiscountPct={cart.data.totals.memberDiscountPct}
              deliveryLabel="Home delivery"
              advanceLabel="Booking advance now"
            />
            <p className={styles.hint}>
              {settings.data
                ? `Prefer to collect it? Choose store pickup (${settings.data.support.hours}) at checkout: no delivery charge.`
                : 'Store pickup, with no delivery charge, can be chosen at checkout.'}
            </p>
            <Link className="btn btn-primary btn-block" to={paths.checkout.getHref()}>
              Proceed to Checkout
            </Link>
          </aside>
        </div>
      )}
      <EditItemDialog item={editing} onClose={() => setEditing(null)} />
      <RemoveItemDialog item={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
