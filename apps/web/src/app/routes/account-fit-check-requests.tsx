import { FitCheckRequests } from '@/features/account/components/fit-check-requests';
import { usePageMeta } from '@/lib/page-meta';

/** `/account-fit-check-requests`: the customer's fit check requests (none can be made online yet). */
export default function AccountFitCheckRequestsPage() {
  usePageMeta({
    title: 'Fit Check Requests',
    description: 'Your fit check and trial requests at Vastra branches.',
    noIndex: true,
  });
  return <FitCheckRequests />;
}
