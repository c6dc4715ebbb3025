import { useQueryClient } from '@tanstack/react-query';
import { formatRupees } from '@vastra/shared/rules';
import { COMMERCE_MESSAGES } from '@vastra/shared/schemas';
import { CircleAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { useOrder } from '@/features/orders';
import { useTranslation } from '@/i18n';
import { translateMessage } from '@/i18n/messages';
import { isApiError } from '@/lib/api-client';
import { Link } from '@/lib/link';
import { PRIVATE_KEY } from '@/lib/query-client';
import { completeLocalPayment } from '../api/complete-local-payment';
import { verifyExtensionPayment } from '../api/verify-payment';
import { type LocalPaymentState, usePayOrder } from '../hooks/use-pay-order';
import styles from './payment.module.css';
import '@/i18n/texts/orders';

type Status =
  | { kind: 'idle' }
  | { kind: 'paying' }
  | { kind: 'failing' }
  | { kind: 'failed'; message: string };

/**
 * /pay/local?order=…&gatewayOrderId=…: the built-in gateway's own payment page (development,
 * tests, demos): the amount and the order number, then Pay or Fail. A payment hands its signed
 * result to the server exactly as the Razorpay widget's handler would.
 */
export function LocalPaymentPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const gatewayOrderId = params.get('gatewayOrderId');
  // A rental extension is paid on the same page; the order itself was paid before.
  const forExtension = params.get('for') === 'extension';
  const navigate = useNavigate();
  const state = useLocation().state as LocalPaymentState | null;
  const order = useOrder(orderId);
  const { finish } = usePayOrder();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const { t } = useTranslation();

  if (!orderId || !gatewayOrderId) {
    return (
      <PageState level={1} title={t('pay.nothing')}>
        <p>{t('pay.incomplete')}</p>
        <Link className="btn btn-primary" to={paths.cart.getHref()}>
          {t('pay.backToBag')}
        </Link>
      </PageState>
    );
  }
  if (order.isPending) return <div className="skeleton" style={{ height: 360 }} aria-busy="true" />;
  if (order.isError) {
    return (
      <PageState level={1} title={t('pay.loadFailed')}>
        <p>{t('orders.complete.failed')}</p>
        <button type="button" className="btn btn-primary" onClick={() => order.refetch()}>
          {t('cart.tryAgain')}
        </button>
      </PageState>
    );
  }

  const { billNo, amounts } = order.data;
  const amount = state
    ? formatRupees(state.amountPaise / 100)
    : forExtension
      ? ''
      : formatRupees(amounts.advance);
  const payable = forExtension ? order.data.status === 'paid' : order.data.status === 'pending_payment';
  const open = payable && status.kind !== 'failed';

  const pay = async () => {
    setStatus({ kind: 'paying' });
    try {
      const result = await completeLocalPayment(gatewayOrderId, 'pay');
      if (!result) throw new Error('declined');
      if (forExtension) {
        await verifyExtensionPayment(orderId, result);
        await queryClient.invalidateQueries({ queryKey: [PRIVATE_KEY, 'orders'] });
        navigate(paths.order.getHref(orderId), { replace: true });
        return;
      }
      await finish(orderId, result);
    } catch (error) {
      const message =
        isApiError(error, 402) || isApiError(error, 409) ? error.message : COMMERCE_MESSAGES.paymentFailed;
      setStatus({ kind: 'failed', message: translateMessage(message) });
    }
  };
  const fail = async () => {
    setStatus({ kind: 'failing' });
    try {
      await completeLocalPayment(gatewayOrderId, 'fail');
    } catch {
      // The order stays unpaid either way; the hold ends by itself.
    }
    await queryClient.invalidateQueries({ queryKey: [PRIVATE_KEY, 'orders'] });
    setStatus({ kind: 'failed', message: forExtension ? t('pay.extensionNotPaid') : t('pay.notCompleted') });
  };

  return (
    <section className={styles.card} aria-labelledby="pay-title">
      <p className={styles.brand}>
        <ShieldCheck size={20} aria-hidden="true" /> {t('pay.brand')}
      </p>
      <h1 id="pay-title" className={styles.title}>
        {forExtension ? t('pay.titleExtension') : t('pay.title')}
      </h1>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orders.orderNumber')}</dt>
          <dd data-testid="pay-order-number">{billNo}</dd>
        </div>
        <div className={styles.amount}>
          <dt>{t('pay.amount')}</dt>
          <dd className="price" data-testid="pay-amount">
            {amount}
          </dd>
        </div>
      </dl>
      <p className={styles.note}>{t('pay.note')}</p>

      {status.kind === 'failed' ? (
        <div className={styles.failed} role="alert">
          <CircleAlert size={20} aria-hidden="true" />
          <p>{status.message}</p>
        </div>
      ) : null}

      {open ? (
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={fail} disabled={status.kind !== 'idle'}>
            {status.kind === 'failing' ? t('pay.failing') : t('pay.fail')}
          </button>
          <button type="button" className="btn btn-primary" onClick={pay} disabled={status.kind !== 'idle'}>
            {status.kind === 'paying'
              ? t('pay.paying')
              : amount
                ? t('pay.payAmount', { amount })
                : t('pay.pay')}
          </button>
        </div>
      ) : order.data.status === 'paid' ? (
        <Link
          className="btn btn-primary btn-block"
          to={forExtension ? paths.order.getHref(orderId) : paths.orderComplete.getHref(orderId)}
        >
          {t('pay.see')}
        </Link>
      ) : (
        <div className={styles.actions}>
          {status.kind !== 'failed' ? <p className={styles.note}>{t('pay.gone')}</p> : null}
          <Link className="btn btn-primary" to={paths.cart.getHref()}>
            {t('pay.backToBag')}
          </Link>
        </div>
      )}
    </section>
  );
}
