import { ListingView } from '@/features/catalog/components/listing-view';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';

/** `/buy/`: PRE USED - SALE. */
export default function BuyPage() {
  return <ListingView mode="sale" cardAction={(p) => <WishlistButton code={p.code} />} />;
}
