import { SaleListingView } from '@/features/catalog/components/sale-listing-view';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';

/** `/buy/`: PRE USED - SALE. */
export default function BuyPage() {
  return <SaleListingView cardAction={(p) => <WishlistButton code={p.code} />} />;
}
