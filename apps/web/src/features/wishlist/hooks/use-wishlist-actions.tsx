import { COMMERCE_MESSAGES, type Wishlist } from '@vastra/shared/schemas';
import { useState } from 'react';
import { AddedToCartDialog, FAILED_TO_ADD } from '@/features/booking';
import { itemCount, useCart } from '@/features/cart';
import { useBookingTexts } from '@/i18n/texts/booking';
import { isApiError } from '@/lib/api-client';
import { useSettings } from '@/lib/settings';
import { toast } from '@/lib/toast';
import { useMoveToCart } from '../api/move-to-cart';
import { useToggleWishlist } from '../api/toggle-wishlist';
import { RentFromWishlistDialog } from '../components/rent-from-wishlist-dialog';

export type WishlistProduct = Wishlist['items'][number]['product'];

const REMOVE_FAILED = 'An error occurred while removing the item. Please try again.';

/**
 * What a wishlist row can do: Rent Now (choose the date, then into the cart), Buy Now (into the
 * cart at once) and Remove. Moving needs an empty place in the cart, else an alert says so.
 */
export function useWishlistActions() {
  const cart = useCart('home');
  const settings = useSettings();
  const move = useMoveToCart();
  const toggle = useToggleWishlist();
  const [renting, setRenting] = useState<WishlistProduct | null>(null);
  const [added, setAdded] = useState<WishlistProduct | null>(null);
  const { t } = useBookingTexts();

  const cartFull = cart.data ? itemCount(cart.data.items) >= cart.data.maxItems : false;

  const rentNow = (product: WishlistProduct) => {
    if (cartFull) toast.error(COMMERCE_MESSAGES.moveCartFull);
    else setRenting(product);
  };

  const buyNow = (product: WishlistProduct) => {
    if (cartFull) {
      toast.error(COMMERCE_MESSAGES.moveCartFull);
      return;
    }
    move.mutate(
      { code: product.code },
      {
        onSuccess: () => setAdded(product),
        onError: (error) =>
          toast.error(isApiError(error) && error.status < 500 ? error.message : FAILED_TO_ADD),
      },
    );
  };

  const remove = (product: WishlistProduct) =>
    toggle.mutate(
      { code: product.code, add: false },
      {
        onSuccess: () => toast.success('Product removed from wishlist'),
        onError: () => toast.error(REMOVE_FAILED),
      },
    );

  const dialogs = (
    <>
      {renting && settings.data ? (
        <RentFromWishlistDialog
          product={renting}
          settings={settings.data}
          onClose={() => setRenting(null)}
          onAdded={() => {
            setAdded(renting);
            setRenting(null);
          }}
        />
      ) : null}
      {added ? (
        <AddedToCartDialog open title={t('flow.addedToBag')} product={added} onClose={() => setAdded(null)} />
      ) : null}
    </>
  );

  return { rentNow, buyNow, remove, dialogs, busy: move.isPending || toggle.isPending };
}
