import { useParams } from 'react-router';
import { ListingView } from '@/features/catalog/components/listing-view';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';

/** `/listing/{slug}/{id}`: a category's rental listing (id = code, or 'all' with the group as slug). */
export default function ListingPage() {
  const { slug = 'all', id = 'all' } = useParams();
  return (
    <ListingView
      key={`${slug}/${id}`}
      mode="category"
      slug={slug}
      id={id}
      cardAction={(p) => <WishlistButton code={p.code} />}
    />
  );
}
