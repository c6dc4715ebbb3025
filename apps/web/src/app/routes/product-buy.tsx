import { useParams } from 'react-router';
import { BuyProductPage } from '@/features/catalog/components/buy-product-page';

/** `/productbuy/{slug}/{code}`: a pre-used piece for sale. */
export default function ProductBuyPage() {
  const { code = '' } = useParams();
  return <BuyProductPage key={code} code={code} />;
}
