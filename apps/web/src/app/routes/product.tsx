import { useParams } from 'react-router';
import { RentalProductPage } from '@/features/catalog/components/rental-product-page';

/** `/product/{slug}/{code}`: a rental piece. */
export default function ProductPage() {
  const { code = '' } = useParams();
  return <RentalProductPage key={code} code={code} />;
}
