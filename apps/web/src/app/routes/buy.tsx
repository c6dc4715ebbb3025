import { SaleListing } from '@/features/catalog/components/sale-listing';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';

/** `/buy/`: PRE USED - SALE (not in the rental listing's chunk: a listing page does not load it). */
export default function BuyPage() {
  return <SaleListing cardAction={(p) => <WishlistButton code={p.code} />} />;
}
