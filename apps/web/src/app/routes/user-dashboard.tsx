import { Dashboard } from '@/features/account/components/dashboard';
import { usePageMeta } from '@/lib/page-meta';

/** `/userdashboard`: 'My Account'. */
export default function UserDashboardPage() {
  usePageMeta({
    title: 'My Account',
    description: 'Your Vastra account: profile photo, contact details, address and relationship manager.',
    noIndex: true,
  });
  return <Dashboard />;
}
