import { useParams } from 'react-router';
import { useStaffMe } from '@/features/auth';
import { OrderDetailPage } from '@/features/orders';

export default function OrderRoute() {
  const { orderId = '' } = useParams();
  const me = useStaffMe();
  return me.data ? <OrderDetailPage key={orderId} orderId={orderId} role={me.data.role} /> : null;
}
