import { useQueryClient } from '@tanstack/react-query';
import { formatOrderDate, formatRupees } from '@vastra/shared/rules';
import type { OrderDetail } from '@vastra/shared/schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { payWithRazorpay } from '@/features/membership';
import { verifyExtensionPayment } from '@/features/payment';
import { useTranslation } from '@/i18n';
import { translateMessage } from '@/i18n/messages';
import { isApiError } from '@/lib/api-client';
import { PRIVATE_KEY } from '@/lib/query-client';
import { useExtensionChoices, usePlaceExtension } from '../api/extensions';
import { ExtensionChoices } from './extension-choices';
import styles from './orders.module.css';
import '@/i18n/texts/orders';

/**
 * 'Extend rental' on the order page: the customer picks 2, 4 or 6 more days for a piece that is
 * out (or about to go out), pays online as for the advance, and sees the new return date.
 */
export function ExtendRental({ order }: { order: OrderDetail }) {
  const renting = order.status === 'paid' && order.lines.some((l) => l.type === 'rent');
  const choices = useExtensionChoices(order.id, renting);
  const place = usePlaceExtension(order.id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<{ lineId: string; days: number } | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const { t } = useTranslation();

  const lines = choices.data?.lines ?? [];
  if (!renting || lines.length === 0) return null;

  const extend = async () => {
    if (!chosen) return;
    setMessage(null);
    try {
      const { extension, payment } = await place.mutateAsync(chosen);
      if (payment.provider === 'local') {
        const state = { amountPaise: payment.amountPaise, billNo: order.billNo };
        navigate(paths.payLocal.getHref(order.id, payment.gatewayOrderId, 'extension'), { state });
        return;
      }
      const result = await payWithRazorpay(payment, {
        description: t('orders.extend.payment', { bill: order.billNo }),
        prefill: { name: order.address.firstName, email: order.address.email, contact: order.address.phone1 },
      });
      if (!result) return;
      const paid = await verifyExtensionPayment(order.id, result);
      await queryClient.invalidateQueries({ queryKey: [PRIVATE_KEY, 'orders'] });
      const line = paid.lines.find((l) => l.id === extension.lineId);
      setMessage({
        ok: true,
        text: t('orders.extend.done', { date: formatOrderDate(line?.returnDate ?? extension.returnDate) }),
      });
    } catch (error) {
      setMessage({
        ok: false,
        text: isApiError(error, 409) ? translateMessage(error.message) : t('orders.extend.failed'),
      });
      await queryClient.invalidateQueries({ queryKey: [PRIVATE_KEY, 'orders', order.id, 'extensions'] });
    }
  };

  const price = lines
    .find((l) => l.lineId === chosen?.lineId)
    ?.options.find((o) => o.days === chosen?.days)?.amount;
  return (
    <section className={styles.panel} aria-labelledby="extend-title" data-testid="extend-rental">
      <h2 id="extend-title" className={styles.panelTitle}>
        {t('orders.extend.title')}
      </h2>
      {lines.map((line) => (
        <ExtensionChoices
          key={line.lineId}
          line={line}
          chosen={chosen?.lineId === line.lineId ? chosen.days : null}
          onChoose={(days) => setChosen({ lineId: line.lineId, days })}
        />
      ))}
      {message ? (
        <p className={message.ok ? styles.success : styles.error} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
      <div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!chosen || place.isPending}
          onClick={extend}
        >
          {place.isPending
            ? t('orders.extend.starting')
            : price
              ? t('orders.extend.pay', { amount: formatRupees(price) })
              : t('orders.extend.title')}
        </button>
      </div>
    </section>
  );
}
