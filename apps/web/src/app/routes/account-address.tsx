import { AddressBook } from '@/features/account/components/address-book';
import { usePageMeta } from '@/lib/page-meta';

/** `/account-address`: the billing and shipping address used at checkout. */
export default function AccountAddressPage() {
  usePageMeta({
    title: 'Addresses',
    description: 'The billing and shipping address Vastra uses for your orders by default.',
    noIndex: true,
  });
  return <AddressBook />;
}
