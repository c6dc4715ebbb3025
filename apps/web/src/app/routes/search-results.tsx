import { useSearchParams } from 'react-router';
import { ListingView } from '@/features/catalog/components/listing-view';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';

/** `/search-results?q=`: the rental listing for a search. */
export default function SearchResultsPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  return <ListingView key={q} mode="search" q={q} cardAction={(p) => <WishlistButton code={p.code} />} />;
}
