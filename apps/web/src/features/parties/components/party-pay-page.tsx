import { useQueryClient } from '@tanstack/react-query';
import { COMMERCE_MESSAGES } from '@vastra/shared/schemas';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n';
import { useFormat } from '@/i18n/format';
import { useServerMessage } from '@/i18n/messages';
import { usePartyTexts } from '@/i18n/texts/party';
import { isApiError } from '@/lib/api-client';
import { Link } from '@/lib/link';
import { partyApi, partyKey } from '../api/parties-api';
import { namesList, type PartyPayState, payAllNote } from './pay-for-everyone';
import '@/i18n/texts/orders';

/**
 * /party/:code/pay?gatewayOrderId=…: the built-in gateway's page for the organiser's payment for
 * everyone (development, tests, demos). Pay hands the signed result to the server exactly as the
 * Razorpay widget's handler would; the organiser returns to the party page with what was paid.
 */
export function PartyPayPage({ code }: { code: string }) {
  const [params] = useSearchParams();
  const gatewayOrderId = params.get('gatewayOrderId') ?? '';
  const state = useLocation().state as PartyPayState | null;
  const navigate = useNavigate();
  const { t } = usePartyTexts();
  const { t: common } = useTranslation();
  const serverMessage = useServerMessage();
  const { money } = useFormat();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'idle' | 'paying' | 'failing' | 'failed'>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const amount = state ? money(state.amountPaise / 100) : '';

  const pay = async () => {
    setStatus('paying');
    try {
      const result = await partyApi.payLocal(code, gatewayOrderId, 'pay');
      if ('error' in result) throw new Error('declined');
      const done = await partyApi.verifyAll(code, result);
      queryClient.setQueryData(partyKey(code), done.party);
      navigate(paths.party.getHref(code), {
        replace: true,
        state: { note: payAllNote(t, money((state?.amountPaise ?? 0) / 100), done) },
      });
    } catch (e) {
      setMessage(
        serverMessage(isApiError(e, 402) || isApiError(e, 409) ? e.message : COMMERCE_MESSAGES.paymentFailed),
      );
      setStatus('failed');
    }
  };
  const fail = async () => {
    setStatus('failing');
    await partyApi.payLocal(code, gatewayOrderId, 'fail').catch(() => null);
    setMessage(t('pay.notPaid'));
    setStatus('failed');
  };

  return (
    <section
      className="container"
      aria-labelledby="party-pay-title"
      style={{ maxWidth: 480, display: 'grid', gap: 16 }}
    >
      <p style={{ display: 'flex', gap: 8, alignItems: 'center', fontWeight: 600 }}>
        <ShieldCheck size={20} aria-hidden="true" /> {common('pay.brand')}
      </p>
      <h1 id="party-pay-title">{t('payAll.title')}</h1>
      {state ? (
        <dl>
          <dt>{t('pay.advancesOf')}</dt>
          <dd data-testid="party-pay-covers">{namesList(t, state.covers)}</dd>
          <dt>{common('pay.amount')}</dt>
          <dd className="price" data-testid="party-pay-amount">
            {amount}
          </dd>
        </dl>
      ) : null}
      <p>{common('pay.note')}</p>
      {message ? <p role="alert">{message}</p> : null}
      {gatewayOrderId && status !== 'failed' ? (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <button type="button" className="btn btn-outline" onClick={fail} disabled={status !== 'idle'}>
            {status === 'failing' ? common('pay.failing') : common('pay.fail')}
          </button>
          <button type="button" className="btn btn-primary" onClick={pay} disabled={status !== 'idle'}>
            {status === 'paying'
              ? common('pay.paying')
              : amount
                ? common('pay.payAmount', { amount })
                : common('pay.pay')}
          </button>
        </div>
      ) : (
        <Link className="btn btn-primary" to={paths.party.getHref(code)}>
          {t('pay.back')}
        </Link>
      )}
    </section>
  );
}
