import { AuditLogPage } from '@/features/audit';
import { useStaffAccounts } from '@/features/staff';

export default function AuditRoute() {
  const members = useStaffAccounts();
  return <AuditLogPage members={members.data?.items ?? []} />;
}
