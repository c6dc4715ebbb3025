import { AccountDetails } from '@/features/account/components/account-details-form';
import { useProfileTexts } from '@/i18n/texts/profile';
import { usePageMeta } from '@/lib/page-meta';

/** `/account-edit`: 'Account Details', name, address, email and alternate phone. */
export default function AccountEditPage() {
  const { t } = useProfileTexts();
  usePageMeta({
    title: t('account.details', { ns: 'translation' }),
    description: t('meta.detailsDescription'),
    noIndex: true,
  });
  return <AccountDetails />;
}
