import { useParams } from 'react-router';
import { RequireLogin } from '@/features/account/components/require-login';
import { PartyPage } from '@/features/parties/components/party-page';
import { usePartyTexts } from '@/i18n/texts/party';
import { usePageMeta } from '@/lib/page-meta';

/** `/party/:code`: a wedding party's share link (members log in to join). */
export default function PartyRoute() {
  const { code = '' } = useParams();
  const { t } = usePartyTexts();
  usePageMeta({
    title: t('meta.title'),
    description: t('meta.description'),
    noIndex: true,
  });
  return (
    <RequireLogin>
      <PartyPage code={code} />
    </RequireLogin>
  );
}
