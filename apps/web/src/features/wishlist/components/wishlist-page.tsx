import { formatRupees } from '@vastra/shared/rules';
import { Heart, ShoppingBag, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageState } from '@/components/ui/page-state';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { productHref } from '@/features/cart';
import { useWishlist } from '../api/get-wishlist';
import { useWishlistActions, type WishlistProduct } from '../hooks/use-wishlist-actions';
import styles from './wishlist.module.css';

/** 'Rent: ₹2,100' or 'Price: ₹4,500': the wishlist's price line. */
export const wishlistPrice = (product: WishlistProduct) =>
  product.type === 'buy'
    ? `Price: ${formatRupees(product.salePrice)}`
    : `Rent: ${formatRupees(product.rent)}`;

/** /wishlist: the saved pieces with Rent Now (online pieces only) and Remove. */
export function WishlistPage() {
  const wishlist = useWishlist();
  const actions = useWishlistActions();
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb items={[{ label: 'Home', href: paths.home.getHref() }, { label: 'Wishlist' }]} />
      <h1 className={styles.title}>Wishlist</h1>
      {wishlist.isPending ? (
        <div className={styles.grid} aria-busy="true">
          <span className="visually-hidden">Loading your wishlist…</span>
          {[1, 2, 3, 4].map((n) => (
            <div key={n} className="skeleton" style={{ aspectRatio: '330 / 520' }} />
          ))}
        </div>
      ) : wishlist.isError ? (
        <PageState title="We could not load your wishlist">
          <p>Please check your connection and try again.</p>
          <button type="button" className="btn btn-primary" onClick={() => wishlist.refetch()}>
            Try again
          </button>
        </PageState>
      ) : wishlist.data.items.length === 0 ? (
        <PageState title="Your wishlist is empty." icon={<Heart size={40} aria-hidden="true" />}>
          <p>Tap the heart on any piece to keep it here for later.</p>
          <Link className="btn btn-primary" to={paths.home.getHref()}>
            Browse the collection
          </Link>
        </PageState>
      ) : (
        <ul className={styles.grid}>
          {wishlist.data.items.map(({ product }) => (
            <li key={product.code}>
              <article className={styles.card} data-testid="wishlist-item" data-code={product.code}>
                <Link to={productHref(product)} className={styles.media} tabIndex={-1} aria-hidden="true">
                  {product.image ? (
                    <ResponsiveImage
                      urls={product.image.card}
                      alt=""
                      width={330}
                      height={400}
                      sizes="(max-width: 768px) 50vw, 25vw"
                    />
                  ) : null}
                </Link>
                <div className={styles.body}>
                  <h2 className={styles.name}>
                    <Link to={productHref(product)}>{product.name}</Link>
                  </h2>
                  <p className={styles.meta}>
                    <span className="small-caps">Code</span> {product.code} ·{' '}
                    <span className="small-caps">Size</span> {product.sizeLabel}
                  </p>
                  <p className={`price ${styles.price}`}>{wishlistPrice(product)}</p>
                  <div className={styles.actions}>
                    {product.type === 'rent' && product.isOnline ? (
                      <button
                        type="button"
                        className="btn btn-primary"
                        onClick={() => actions.rentNow(product)}
                      >
                        Rent Now<span className="visually-hidden"> {product.name}</span>
                      </button>
                    ) : product.type === 'buy' ? (
                      <button
                        type="button"
                        className="btn btn-primary"
                        onClick={() => actions.buyNow(product)}
                        disabled={actions.busy}
                      >
                        <ShoppingBag size={16} aria-hidden="true" />
                        Buy Now<span className="visually-hidden"> {product.name}</span>
                      </button>
                    ) : (
                      <p className={styles.offline}>Rent at the {product.branchName} showroom</p>
                    )}
                    <button
                      type="button"
                      className="btn btn-ghost"
                      onClick={() => actions.remove(product)}
                      disabled={actions.busy}
                    >
                      <Trash2 size={16} aria-hidden="true" />
                      Remove<span className="visually-hidden"> {product.name}</span>
                    </button>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {actions.dialogs}
    </div>
  );
}
