import { RequireLogin } from '@/features/account/components/require-login';
import { CheckoutHeader, CheckoutPage } from '@/features/checkout/components/checkout-page';
import { useTranslation } from '@/i18n';
import { usePageMeta } from '@/lib/page-meta';
import '@/i18n/texts/orders';

/** `/checkout` (also `?single=true`): billing and delivery details, order summary, Place Order. */
export default function CheckoutRoute() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('titles.checkout'),
    description: 'Your delivery details and the booking advance for your Vastra order.',
    noIndex: true,
  });
  return (
    <RequireLogin>
      <div className="container">
        <CheckoutHeader />
        <CheckoutPage />
      </div>
    </RequireLogin>
  );
}
