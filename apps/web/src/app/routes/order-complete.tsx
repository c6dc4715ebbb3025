import { RequireLogin } from '@/features/account/components/require-login';
import { OrderCompletePage } from '@/features/orders/components/order-complete-page';
import { useTranslation } from '@/i18n';
import { usePageMeta } from '@/lib/page-meta';
import '@/i18n/texts/orders';

/** `/ordercomplete?order=…`: 'Order Received'. */
export default function OrderCompleteRoute() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('titles.orderComplete'),
    description: 'Your Vastra order: bill number, dates, amounts, the advance paid and the balance.',
    noIndex: true,
  });
  return (
    <RequireLogin>
      <div className="container">
        <OrderCompletePage />
      </div>
    </RequireLogin>
  );
}
