import { Heart, Trash2 } from 'lucide-react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { AccountHeader, AccountSkeleton } from '@/features/account';
import { productHref } from '@/features/cart';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/link';
import { useWishlist } from '../api/get-wishlist';
import { useWishlistActions } from '../hooks/use-wishlist-actions';
import styles from './wishlist.module.css';
import { wishlistPrice } from './wishlist-page';
import '@/i18n/texts/orders';

/** /account-wishlist: the wishlist as a table (picture, code, name, rent or price, remove). */
export function AccountWishlistPage() {
  const wishlist = useWishlist();
  const actions = useWishlistActions();
  const { t } = useTranslation();
  return (
    <>
      <AccountHeader title={t('account.wishlist')} lead={t('wishlist.lead')} />
      {wishlist.isPending ? (
        <AccountSkeleton />
      ) : wishlist.isError ? (
        <p className={styles.error} role="alert">
          {t('wishlist.fetchFailed')}
        </p>
      ) : wishlist.data.items.length === 0 ? (
        <div className={styles.empty}>
          <Heart size={36} aria-hidden="true" />
          <p>{t('wishlist.empty')}</p>
          <Link className="btn btn-primary" to={paths.home.getHref()}>
            {t('checkout.browse')}
          </Link>
        </div>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{t('wishlist.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('wishlist.picture')}</span>
              </th>
              <th scope="col">{t('product.code')}</th>
              <th scope="col">{t('wishlist.name')}</th>
              <th scope="col">{t('orders.price')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('cartLine.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {wishlist.data.items.map(({ product }) => (
              <tr key={product.code} data-testid="account-wishlist-row" data-code={product.code}>
                <td className={styles.pictureCell}>
                  <Link to={productHref(product)} tabIndex={-1} aria-hidden="true">
                    {product.image ? (
                      <ResponsiveImage urls={product.image.card} alt="" width={66} height={80} sizes="66px" />
                    ) : null}
                  </Link>
                </td>
                <td data-label={t('product.code')}>{product.code}</td>
                <th scope="row" className={styles.nameCell}>
                  <Link to={productHref(product)}>{product.name}</Link>
                </th>
                <td data-label={t('orders.price')} className="price">
                  {wishlistPrice(t, product)}
                </td>
                <td className={styles.removeCell}>
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {actions.dialogs}
    </>
  );
}
