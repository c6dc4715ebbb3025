import { useStaffMe } from '@/features/auth';
import { InventoryPage } from '@/features/inventory';

export default function InventoryRoute() {
  const me = useStaffMe();
  return me.data ? <InventoryPage role={me.data.role} /> : null;
}
