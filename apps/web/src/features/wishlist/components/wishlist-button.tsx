import { Heart } from 'lucide-react';
import { useLoginPrompt } from '@/components/ui/login-prompt';
import { useTranslation } from '@/i18n';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useWishlistCodes } from '../api/get-wishlist';
import { useToggleWishlist } from '../api/toggle-wishlist';
import styles from './wishlist-button.module.css';

type WishlistButtonProps = {
  code: string;
  /** 'icon': the heart on a card; 'text': 'Add to Wishlist' on a product page. */
  variant?: 'icon' | 'text';
  /** The product page writes it in capitals (ADD TO WISHLIST, as on the sale page). */
  uppercase?: boolean;
};

/** Add to / Remove from Wishlist. Visitors get 'Please login to continue' (Close / Login). */
export function WishlistButton({ code, variant = 'icon', uppercase = false }: WishlistButtonProps) {
  const { isLoggedIn } = useSession();
  const { data: codes = [] } = useWishlistCodes();
  const toggle = useToggleWishlist();
  const { prompt, dialog } = useLoginPrompt('Close');
  // While the server answers, the heart already shows the shopper's choice.
  const pending = toggle.isPending && toggle.variables?.code === code ? toggle.variables.add : null;
  const inWishlist = isLoggedIn && (pending ?? codes.includes(code));
  const { t } = useTranslation();
  const label = inWishlist ? t('wishlist.removeFrom') : t('wishlist.addTo');

  const onClick = () => {
    if (!isLoggedIn) {
      prompt();
      return;
    }
    toggle.mutate(
      { code, add: !inWishlist },
      {
        onSuccess: () =>
          toast.success(inWishlist ? 'Product removed from wishlist' : 'Product added to wishlist'),
        onError: (error) =>
          toast.error(isApiError(error) ? error.message : 'An error occurred while updating your wishlist.'),
      },
    );
  };

  return (
    <>
      {variant === 'icon' ? (
        <button
          type="button"
          className={styles.heart}
          aria-pressed={inWishlist}
          aria-label={`${label}: ${code}`}
          title={label}
          onClick={onClick}
          data-testid="wishlist-heart"
        >
          <Heart size={20} aria-hidden="true" fill={inWishlist ? 'currentColor' : 'none'} />
        </button>
      ) : (
        <button type="button" className="btn btn-outline" aria-pressed={inWishlist} onClick={onClick}>
          <Heart size={18} aria-hidden="true" fill={inWishlist ? 'currentColor' : 'none'} />
          {uppercase ? label.toUpperCase() : label}
        </button>
      )}
      {dialog}
    </>
  );
}
