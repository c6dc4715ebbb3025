import { useParams } from 'react-router';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';
import { useTranslation } from '@/i18n';
import { usePageMeta } from '@/lib/page-meta';
import '@/i18n/texts/orders';

/** `/order/{id}`: one order, a card per piece, the showroom's contacts, Cancel order. */
export default function OrderRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  usePageMeta({
    title: t('titles.order'),
    description:
      'Your Vastra order: pieces, dates, rent, deposit, advance, balance and the showroom to call.',
    noIndex: true,
  });
  return <OrderDetailPage key={id} id={id} />;
}
