import { Heart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { AccountHeader, AccountSkeleton } from '@/features/account';
import { productHref } from '@/features/cart';
import { useWishlist } from '../api/get-wishlist';
import { useWishlistActions } from '../hooks/use-wishlist-actions';
import styles from './wishlist.module.css';
import { wishlistPrice } from './wishlist-page';

/** /account-wishlist: the wishlist as a table (picture, code, name, rent or price, remove). */
export function AccountWishlistPage() {
  const wishlist = useWishlist();
  const actions = useWishlistActions();
  return (
    <>
      <AccountHeader
        title="Wishlist"
        lead="Pieces you saved for later. Open one to book it for your event."
      />
      {wishlist.isPending ? (
        <AccountSkeleton />
      ) : wishlist.isError ? (
        <p className={styles.error} role="alert">
          An error occurred while fetching your wishlist. Please try again later.
        </p>
      ) : wishlist.data.items.length === 0 ? (
        <div className={styles.empty}>
          <Heart size={36} aria-hidden="true" />
          <p>Your wishlist is empty.</p>
          <Link className="btn btn-primary" to={paths.home.getHref()}>
            Browse the collection
          </Link>
        </div>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">Your wishlist</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Picture</span>
              </th>
              <th scope="col">Code</th>
              <th scope="col">Name</th>
              <th scope="col">Price</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
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
                <td data-label="Code">{product.code}</td>
                <th scope="row" className={styles.nameCell}>
                  <Link to={productHref(product)}>{product.name}</Link>
                </th>
                <td data-label="Price" className="price">
                  {wishlistPrice(product)}
                </td>
                <td className={styles.removeCell}>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => actions.remove(product)}
                    disabled={actions.busy}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                    Remove<span className="visually-hidden"> {product.name}</span>
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
