import { formatRupees } from '@vastra/shared/rules';
import type { TFunction } from 'i18next';
import { Heart, ShoppingBag, Trash2 } from 'lucide-react';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageState } from '@/components/ui/page-state';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { productHref } from '@/features/cart';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/link';
import { useWishlist } from '../api/get-wishlist';
import { useWishlistActions, type WishlistProduct } from '../hooks/use-wishlist-actions';
import styles from './wishlist.module.css';
import '@/i18n/texts/orders';

/** 'Rent: ₹2,100' or 'Price: ₹4,500': the wishlist's price line, in the language of `t`. */
export const wishlistPrice = (t: TFunction, product: WishlistProduct) =>
  product.type === 'buy'
    ? t('wishlist.price', { amount: formatRupees(product.salePrice) })
    : t('wishlist.rent', { amount: formatRupees(product.rent) });

/** /wishlist: the saved pieces with Rent Now (online pieces only) and Remove. */
export function WishlistPage() {
  const wishlist = useWishlist();
  const actions = useWishlistActions();
  const { t } = useTranslation();
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb
        items={[{ label: t('listing.home'), href: paths.home.getHref() }, { label: t('account.wishlist') }]}
      />
      <h1 className={styles.title}>{t('account.wishlist')}</h1>
      {wishlist.isPending ? (
        <div className={styles.grid} aria-busy="true">
          <span className="visually-hidden">{t('wishlist.loading')}</span>
          {[1, 2, 3, 4].map((n) => (
            <div key={n} className="skeleton" style={{ aspectRatio: '330 / 520' }} />
          ))}
        </div>
      ) : wishlist.isError ? (
        <PageState title={t('wishlist.failed')}>
          <p>{t('cart.checkConnection')}</p>
          <button type="button" className="btn btn-primary" onClick={() => wishlist.refetch()}>
            {t('cart.tryAgain')}
          </button>
        </PageState>
      ) : wishlist.data.items.length === 0 ? (
        <PageState title={t('wishlist.empty')} icon={<Heart size={40} aria-hidden="true" />}>
          <p>{t('wishlist.emptyText')}</p>
          <Link className="btn btn-primary" to={paths.home.getHref()}>
            {t('checkout.browse')}
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
                    <span className="small-caps">{t('product.code')}</span> {product.code} ·{' '}
                    <span className="small-caps">{t('product.size')}</span> {product.sizeLabel}
                  </p>
                  <p className={`price ${styles.price}`}>{wishlistPrice(t, product)}</p>
                  <div className={styles.actions}>
                    {product.type === 'rent' && product.isOnline ? (
                      <button
                        type="button"
                        className="btn btn-primary"
                        onClick={() => actions.rentNow(product)}
                      >
                        {t('product.rentNow')}
                        <span className="visually-hidden"> {product.name}</span>
                      </button>
                    ) : product.type === 'buy' ? (
                      <button
                        type="button"
                        className="btn btn-primary"
                        onClick={() => actions.buyNow(product)}
                        disabled={actions.busy}
                      >
                        <ShoppingBag size={16} aria-hidden="true" />
                        {t('wishlist.buyNow')}
                        <span className="visually-hidden"> {product.name}</span>
                      </button>
                    ) : (
                      <p className={styles.offline}>{t('wishlist.rentAt', { branch: product.branchName })}</p>
                    )}
                    <button
                      type="button"
                      className="btn btn-ghost"
                      onClick={() => actions.remove(product)}
                      disabled={actions.busy}
                    >
                      <Trash2 size={16} aria-hidden="true" />
                      {t('cartLine.remove')}
                      <span className="visually-hidden"> {product.name}</span>
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
