import { useStaffMe } from '@/features/auth';
import { CalendarPage } from '@/features/calendar';

export default function CalendarRoute() {
  const me = useStaffMe();
  // Managers and owners block pieces for maintenance; the server refuses anyone else.
  return <CalendarPage canBlock={me.data?.role === 'owner' || me.data?.role === 'manager'} />;
}
