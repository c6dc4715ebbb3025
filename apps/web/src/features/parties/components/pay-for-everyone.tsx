import { formatRupees } from '@vastra/shared/rules';
import type { Party, PartyPayAllQuote, PartyPayAllResult } from '@vastra/shared/schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { payWithRazorpay } from '@/features/membership';
import { isApiError } from '@/lib/api-client';
import { partyApi } from '../api/parties-api';

/** "Kunal and Dev", "Kunal, Dev and Amit". */
export function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What the organiser reads once the payment for everyone is checked. */
export function payAllNote(result: PartyPayAllResult, amountPaise: number): string {
  const paid =
    result.paidFor.length > 0
      ? `Paid ${formatRupees(amountPaise / 100)} for ${namesList(result.paidFor)}.`
      : '';
  const back =
    result.refundedFor.length > 0
      ? ` The part for ${namesList(result.refundedFor)} could not be used (the piece was taken or paid already) and goes back to your card.`
      : '';
  return (paid + back).trim() || 'The payment is being checked: the members show as paid once it is.';
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
  const [quote, setQuote] = useState<PartyPayAllQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const look = async () => {
    setBusy(true);
    setError(null);
    try {
      setQuote(await partyApi.payAllQuote(party.code));
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Could not work out the total. Please try again.');
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
        description: `Booking advances for ${namesList(covers)}`,
        prefill: { name: '', email: '', contact: '' },
      });
      if (!result) {
        setBusy(false);
        return;
      }
      const done = await partyApi.verifyAll(party.code, result);
      setQuote(null);
      await onDone(payAllNote(done, start.payment.amountPaise));
    } catch (e) {
      setError(isApiError(e) ? e.message : 'The payment did not go through. Nothing was charged.');
      // Who it covers may have changed: show the fresh total before paying again.
      setQuote(await partyApi.payAllQuote(party.code).catch(() => null));
    }
    setBusy(false);
  };

  if (!quote) {
    return (
      <div>
        <button type="button" className="btn btn-primary" disabled={disabled || busy} onClick={look}>
          Pay for everyone
        </button>
        {error ? <p role="alert">{error}</p> : null}
      </div>
    );
  }
  return (
    <section aria-label="Pay for everyone" style={{ display: 'grid', gap: 8 }}>
      <h3>Pay for everyone</h3>
      {quote.covers.length > 0 ? (
        <>
          <p>One payment of {formatRupees(quote.totalPaise / 100)} pays the booking advance of:</p>
          <ul data-testid="pay-all-covers">
            {quote.covers.map((c) => (
              <li key={c.orderId}>
                {c.firstName}: {c.pieceName}, {formatRupees(c.amountPaise / 100)}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>No member has a choice waiting for payment.</p>
      )}
      {quote.leftOut.length > 0 ? (
        <>
          <p>Not included:</p>
          <ul data-testid="pay-all-left-out">
            {quote.leftOut.map((m) => (
              <li key={m.memberId}>
                {m.firstName}: {m.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {quote.covers.length > 0 ? (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => pay(quote)}>
            Pay {formatRupees(quote.totalPaise / 100)} for {namesList(quote.covers.map((c) => c.firstName))}
          </button>
        ) : null}
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setQuote(null)}>
          Not now
        </button>
      </div>
    </section>
  );
}
