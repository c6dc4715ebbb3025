import { AccountWishlistPage } from '@/features/wishlist/components/account-wishlist-page';
import { usePageMeta } from '@/lib/page-meta';

/** `/account-wishlist`: the wishlist in the account area. */
export default function AccountWishlistRoute() {
  usePageMeta({
    title: 'Wishlist',
    description: 'The Vastra outfits you saved for later, with their rent or price.',
    noIndex: true,
  });
  return <AccountWishlistPage />;
}
