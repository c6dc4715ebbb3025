import { AccountOrdersPage } from '@/features/orders/components/account-orders-page';
import { usePageMeta } from '@/lib/page-meta';

/** `/account-orders`: the customer's paid orders. */
export default function AccountOrdersRoute() {
  usePageMeta({
    title: 'Orders',
    description: 'Your Vastra orders: bill numbers, pieces, delivery and return dates.',
    noIndex: true,
  });
  return <AccountOrdersPage />;
}
