import { FitCheckRequests } from '@/features/account/components/fit-check-requests';
import { useProfileTexts } from '@/i18n/texts/profile';
import { usePageMeta } from '@/lib/page-meta';

/** `/account-fit-check-requests`: the customer's fit check requests (none can be made online yet). */
export default function AccountFitCheckRequestsPage() {
  const { t } = useProfileTexts();
  usePageMeta({
    title: t('account.fitCheck', { ns: 'translation' }),
    description: t('meta.fitCheckDescription'),
    noIndex: true,
  });
  return <FitCheckRequests />;
}
