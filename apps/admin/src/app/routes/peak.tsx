import { PageState } from '@/components/ui/page-state';
import { useStaffMe } from '@/features/auth';
import { PeakPage } from '@/features/peak';

export default function PeakRoute() {
  const me = useStaffMe();
  if (me.data?.role === 'staff') return <PageState title="Peak dates are for owners and managers" />;
  return <PeakPage />;
}
