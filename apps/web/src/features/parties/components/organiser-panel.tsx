import { useQueryClient } from '@tanstack/react-query';
import type { Party, PartyMemberStatus } from '@vastra/shared/schemas';
import { useState } from 'react';
import { payWithRazorpay } from '@/features/membership';
import { useFormat } from '@/i18n/format';
import { useServerMessage } from '@/i18n/messages';
import { usePartyTexts } from '@/i18n/texts/party';
import { isApiError } from '@/lib/api-client';
import { partyApi, partyKey } from '../api/parties-api';
import { PayForEveryone } from './pay-for-everyone';

/**
 * The organiser's view: each member's chosen / measured / paid, paying a member's advance or
 * everyone's in one payment, reminders.
 */
export function OrganiserPanel({ party, initialNote }: { party: Party; initialNote?: string | null }) {
  const queryClient = useQueryClient();
  const { t } = usePartyTexts();
  const message = useServerMessage();
  const { money } = useFormat();
  const yes = (value: boolean) => (value ? t('organiser.yes') : t('organiser.no'));
  const [note, setNote] = useState<string | null>(initialNote ?? null);
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: partyKey(party.code) });

  const payFor = async (member: PartyMemberStatus) => {
    setBusy(member.memberId);
    setNote(null);
    try {
      const { orderId, payment } = await partyApi.payFor(party.code, member.memberId);
      // The built-in test gateway pays at once; Razorpay opens its widget.
      const result =
        payment.provider === 'local'
          ? await partyApi.payLocal(party.code, payment.gatewayOrderId)
          : await payWithRazorpay(payment, {
              description: t('organiser.advanceFor', { name: member.firstName }),
              prefill: { name: '', email: '', contact: '' },
            });
      if (!result || 'error' in result) throw new Error('Payment failed');
      await partyApi.verify(party.code, { orderId, ...result });
      setNote(t('organiser.paidFor', { amount: money(payment.amountPaise / 100), name: member.firstName }));
    } catch (e) {
      setNote(isApiError(e) ? message(e.message) : t('organiser.notCharged'));
    }
    setBusy(null);
    await refresh();
  };

  const remind = async () => {
    setBusy('remind');
    try {
      const { reminded } = await partyApi.remind(party.code);
      setNote(
        reminded.length > 0
          ? t('organiser.reminded', { names: reminded.join(', ') })
          : t('organiser.remindedAlready'),
      );
    } catch (e) {
      setNote(isApiError(e) ? message(e.message) : t('organiser.remindFailed'));
    }
    setBusy(null);
  };

  return (
    <section aria-label={t('organiser.members')}>
      <h2>{t('organiser.members')}</h2>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('organiser.member')}</th>
            <th scope="col">{t('organiser.chosen')}</th>
            <th scope="col">{t('organiser.measured')}</th>
            <th scope="col">{t('organiser.paid')}</th>
            <th scope="col">{t('organiser.advance')}</th>
          </tr>
        </thead>
        <tbody>
          {(party.members ?? []).map((m) => (
            <tr key={m.memberId} data-testid="party-member">
              <th scope="row">
                {m.firstName}
                {m.organiser ? t('organiser.organiser') : ''}
              </th>
              <td>{m.order ? `${yes(m.chosen)}: ${m.order.kitName ?? m.order.pieceName}` : yes(m.chosen)}</td>
              <td>{yes(m.measured)}</td>
              <td>{yes(m.paid)}</td>
              <td>
                {m.order && !m.paid ? (
                  <button
                    type="button"
                    className="btn btn-outline"
                    disabled={busy !== null}
                    onClick={() => payFor(m)}
                  >
                    {t('organiser.payFor', { amount: money(m.order.advance), name: m.firstName })}
                  </button>
                ) : m.order ? (
                  money(m.order.advance)
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <PayForEveryone
        party={party}
        disabled={busy !== null}
        onDone={async (text) => {
          setNote(text);
          await refresh();
        }}
      />
      <button type="button" className="btn btn-outline" disabled={busy !== null} onClick={remind}>
        {t('organiser.remind')}
      </button>
      {note ? <p role="status">{note}</p> : null}
    </section>
  );
}
