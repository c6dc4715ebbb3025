import { RequireLogin } from '@/features/account/components/require-login';
import { LocalPaymentPage } from '@/features/payment/components/local-payment-page';
import { useTranslation } from '@/i18n';
import { usePageMeta } from '@/lib/page-meta';
import '@/i18n/texts/orders';

/** `/pay/local?order=…&gatewayOrderId=…`: the built-in test gateway's payment page. */
export default function PayLocalRoute() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('titles.pay'),
    description: 'Vastra test payment page: pay or fail the booking advance of your order.',
    noIndex: true,
  });
  return (
    <RequireLogin>
      <div className="container">
        <LocalPaymentPage />
      </div>
    </RequireLogin>
  );
}
