import { RequireLogin } from '@/features/account/components/require-login';
import { WishlistPage } from '@/features/wishlist/components/wishlist-page';
import { usePageMeta } from '@/lib/page-meta';

/** `/wishlist`: saved pieces with Rent Now and Remove. */
export default function WishlistRoute() {
  usePageMeta({
    title: 'Wishlist',
    description: 'The Vastra outfits you saved for later. Rent one for your event in a few taps.',
    noIndex: true,
  });
  return (
    <RequireLogin>
      <WishlistPage />
    </RequireLogin>
  );
}
