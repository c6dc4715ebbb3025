import { AccountOrdersPage } from '@/features/orders/components/account-orders-page';
import { useTranslation } from '@/i18n';
import { usePageMeta } from '@/lib/page-meta';
import '@/i18n/texts/orders';

/** `/account-orders`: the customer's paid orders. */
export default function AccountOrdersRoute() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('titles.orders'),
    description: 'Your Vastra orders: bill numbers, pieces, delivery and return dates.',
    noIndex: true,
  });
  return <AccountOrdersPage />;
}
