import { StaffPage } from '@/features/staff';

export default function StaffRoute() {
  return <StaffPage />;
}
