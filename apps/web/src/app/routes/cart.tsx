import { RequireLogin } from '@/features/account/components/require-login';
import { CartPage } from '@/features/cart/components/cart-page';
import { usePageMeta } from '@/lib/page-meta';

/** `/cart`: the customer's bag with totals, Edit, Remove and Proceed to Checkout. */
export default function CartRoute() {
  usePageMeta({
    title: 'Your Bag',
    description: 'The outfit in your Vastra bag: dates, measurements, rent, deposit and the booking advance.',
    noIndex: true,
  });
  return (
    <RequireLogin>
      <CartPage />
    </RequireLogin>
  );
}
