import { RequireLogin } from '@/features/account/components/require-login';
import { CheckoutHeader, CheckoutPage } from '@/features/checkout/components/checkout-page';
import { usePageMeta } from '@/lib/page-meta';

/** `/checkout` (also `?single=true`): billing and delivery details, order summary, Place Order. */
export default function CheckoutRoute() {
  usePageMeta({
    title: 'Checkout',
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
