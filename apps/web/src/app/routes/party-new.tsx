import { RequireLogin } from '@/features/account/components/require-login';
import { CreatePartyPage } from '@/features/parties/components/create-party-page';
import { usePartyTexts } from '@/i18n/texts/party';
import { usePageMeta } from '@/lib/page-meta';

/** `/party/new`: the organiser creates a wedding party. */
export default function PartyNewRoute() {
  const { t } = usePartyTexts();
  usePageMeta({
    title: t('meta.newTitle'),
    description: t('meta.newDescription'),
  });
  return (
    <RequireLogin>
      <CreatePartyPage />
    </RequireLogin>
  );
}
