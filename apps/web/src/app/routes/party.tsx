import { useParams } from 'react-router';
import { RequireLogin } from '@/features/account/components/require-login';
import { PartyPage } from '@/features/parties/components/party-page';
import { usePageMeta } from '@/lib/page-meta';

/** `/party/:code`: a wedding party's share link (members log in to join). */
export default function PartyRoute() {
  const { code = '' } = useParams();
  usePageMeta({
    title: 'Wedding party',
    description: 'Choose your outfit for the wedding party.',
    noIndex: true,
  });
  return (
    <RequireLogin>
      <PartyPage code={code} />
    </RequireLogin>
  );
}
