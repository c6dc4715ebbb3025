import { PageState } from '@/components/ui/page-state';
import { useStaffMe } from '@/features/auth';
import { KitsPage } from '@/features/kits';

export default function KitsRoute() {
  const me = useStaffMe();
  if (me.data?.role === 'staff') return <PageState title="Kits are for owners and managers" />;
  return <KitsPage />;
}
