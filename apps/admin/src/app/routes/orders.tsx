import { OrderListPage } from '@/features/orders';

export default function OrdersRoute() {
  return <OrderListPage />;
}
