import { CustomersPage } from '@/features/customers';

export default function CustomersRoute() {
  return <CustomersPage />;
}
