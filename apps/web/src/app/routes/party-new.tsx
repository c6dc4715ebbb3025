import { RequireLogin } from '@/features/account/components/require-login';
import { CreatePartyPage } from '@/features/parties/components/create-party-page';
import { usePageMeta } from '@/lib/page-meta';

/** `/party/new`: the organiser creates a wedding party. */
export default function PartyNewRoute() {
  usePageMeta({
    title: 'Plan a wedding party',
    description: 'One link for the whole party to book their outfits.',
  });
  return (
    <RequireLogin>
      <CreatePartyPage />
    </RequireLogin>
  );
}
