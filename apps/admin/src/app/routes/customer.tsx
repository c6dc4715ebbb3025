import { useParams } from 'react-router';
import { useStaffMe } from '@/features/auth';
import { CustomerPage } from '@/features/customers';

export default function CustomerRoute() {
  const { customerId = '' } = useParams();
  const me = useStaffMe();
  return me.data ? <CustomerPage key={customerId} customerId={customerId} role={me.data.role} /> : null;
}
