import { AccountDetails } from '@/features/account/components/account-details-form';
import { usePageMeta } from '@/lib/page-meta';

/** `/account-edit`: 'Account Details', name, address, email and alternate phone. */
export default function AccountEditPage() {
  usePageMeta({
    title: 'Account Details',
    description: 'Edit your name, delivery address, email and alternate phone number.',
    noIndex: true,
  });
  return <AccountDetails />;
}
