import type { Party, PartyPayAllQuote, PartyPayAllResult } from '@vastra/shared/schemas';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { payWithRazorpay } from '@/features/membership';
import { useFormat } from '@/i18n/format';
import { useServerMessage } from '@/i18n/messages';
import { usePartyTexts } from '@/i18n/texts/party';
import { isApiError } from '@/lib/api-client';
import { partyApi } from '../api/parties-api';

type PartyT = TFunction<'party'>;

/** "Kunal and Dev", "Kunal, Dev and Amit" (in the language of `t`). */
export function namesList(t: PartyT, names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return t('payAll.and', { names: names.slice(0, -1).join(', '), last: names.at(-1) });
}

/** What the organiser reads once the payment for everyone is checked. */
export function payAllNote(t: PartyT, amount: string, result: PartyPayAllResult): string {
  const paid =
    result.paidFor.length > 0 ? t('payAll.paid', { amount, names: namesList(t, result.paidFor) }) : '';
  const back =
    result.refundedFor.length > 0 ? ` ${t('payAll.back', { names: namesList(t, result.refundedFor) })}` : '';
  return (paid + back).trim() || t('payAll.checking');
}

/** What the local payment page is told when the organiser is sent there. */
export type PartyPayState = { amountPaise: number; covers: string[] };

/**
 * The organiser's "Pay for everyone": first the total and who it covers (and who is left out,
 * and why), then ONE payment for all of them.
 */
export function PayForEveryone({
  party,
  disabled,
  onDone,
}: {
  party: Party;
  disabled: boolean;
  onDone: (note: string) => Promise<void>;
}) {
  const navigate = useNavigate();
  const { t } = usePartyTexts();
  const message = useServerMessage();
  const { money } = useFormat();
  const [quote, setQuote] = useState<PartyPayAllQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const look = async () => {
    setBusy(true);
    setError(null);
    try {
      setQuote(await partyApi.payAllQuote(party.code));
    } catch (e) {
      setError(isApiError(e) ? message(e.message) : t('payAll.totalFailed'));
    }
    setBusy(false);
  };

  const pay = async (q: PartyPayAllQuote) => {
    setBusy(true);
    setError(null);
    try {
      const start = await partyApi.payAll(
        party.code,
        q.covers.map((c) => c.orderId),
      );
      const covers = start.covers.map((c) => c.firstName);
      if (start.payment.provider === 'local') {
        const state: PartyPayState = { amountPaise: start.payment.amountPaise, covers };
        navigate(paths.partyPay.getHref(party.code, start.payment.gatewayOrderId), { state });
        return;
      }
      const result = await payWithRazorpay(start.payment, {
        description: t('payAll.advancesFor', { names: namesList(t, covers) }),
        prefill: { name: '', email: '', contact: '' },
      });
      if (!result) {
        setBusy(false);
        return;
      }
      const done = await partyApi.verifyAll(party.code, result);
      setQuote(null);
      await onDone(payAllNote(t, money(start.payment.amountPaise / 100), done));
    } catch (e) {
      setError(isApiError(e) ? message(e.message) : t('organiser.notCharged'));
      // Who it covers may have changed: show the fresh total before paying again.
      setQuote(await partyApi.payAllQuote(party.code).catch(() => null));
    }
    setBusy(false);
  };

  if (!quote) {
    return (
      <div>
        <button type="button" className="btn btn-primary" disabled={disabled || busy} onClick={look}>
          {t('payAll.title')}
        </button>
        {error ? <p role="alert">{error}</p> : null}
      </div>
    );
  }
  return (
    <section aria-label={t('payAll.title')} style={{ display: 'grid', gap: 8 }}>
      <h3>{t('payAll.title')}</h3>
      {quote.covers.length > 0 ? (
        <>
          <p>{t('payAll.onePayment', { amount: money(quote.totalPaise / 100) })}</p>
          <ul data-testid="pay-all-covers">
            {quote.covers.map((c) => (
              <li key={c.orderId}>
                {t('payAll.cover', {
                  name: c.firstName,
                  piece: c.pieceName,
                  amount: money(c.amountPaise / 100),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('payAll.nobody')}</p>
      )}
      {quote.leftOut.length > 0 ? (
        <>
          <p>{t('payAll.notIncluded')}</p>
          <ul data-testid="pay-all-left-out">
            {quote.leftOut.map((m) => (
              <li key={m.memberId}>
                {t('payAll.leftOut', { name: m.firstName, reason: message(m.reason) })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {quote.covers.length > 0 ? (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => pay(quote)}>
            {t('payAll.pay', {
              amount: money(quote.totalPaise / 100),
              names: namesList(
                t,
                quote.covers.map((c) => c.firstName),
              ),
            })}
          </button>
        ) : null}
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setQuote(null)}>
          {t('payAll.notNow')}
        </button>
      </div>
    </section>
  );
}
