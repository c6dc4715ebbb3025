import { useParams } from 'react-router';
import { RequireLogin } from '@/features/account/components/require-login';
import { PartyPayPage } from '@/features/parties/components/party-pay-page';
import { usePartyTexts } from '@/i18n/texts/party';
import { usePageMeta } from '@/lib/page-meta';

/** `/party/:code/pay?gatewayOrderId=…`: the built-in test gateway's page for the organiser's payment for everyone. */
export default function PartyPayRoute() {
  const { code = '' } = useParams();
  const { t } = usePartyTexts();
  usePageMeta({
    title: t('meta.payTitle'),
    description: "Vastra test payment page: pay or fail the organiser's payment for the party.",
    noIndex: true,
  });
  return (
    <RequireLogin>
      <PartyPayPage code={code} />
    </RequireLogin>
  );
}
