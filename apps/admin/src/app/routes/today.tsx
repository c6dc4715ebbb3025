import { TodayPage } from '@/features/today';

export default function TodayRoute() {
  return <TodayPage />;
}
