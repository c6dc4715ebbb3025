import { useQueryClient } from '@tanstack/react-query';
import { formatRupees } from '@vastra/shared/rules';
import type { Party, PartyMemberStatus } from '@vastra/shared/schemas';
import { useState } from 'react';
import { payWithRazorpay } from '@/features/membership';
import { isApiError } from '@/lib/api-client';
import { partyApi, partyKey } from '../api/parties-api';
import { PayForEveryone } from './pay-for-everyone';

const yes = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * The organiser's view: each member's chosen / measured / paid, paying a member's advance or
 * everyone's in one payment, reminders.
 */
export function OrganiserPanel({ party, initialNote }: { party: Party; initialNote?: string | null }) {
  const queryClient = useQueryClient();
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
              description: `Booking advance for ${member.firstName}`,
              prefill: { name: '', email: '', contact: '' },
            });
      if (!result || 'error' in result) throw new Error('Payment failed');
      await partyApi.verify(party.code, { orderId, ...result });
      setNote(`Paid ${formatRupees(payment.amountPaise / 100)} for ${member.firstName}.`);
    } catch (e) {
      setNote(isApiError(e) ? e.message : 'The payment did not go through. Nothing was charged.');
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
          ? `Reminder sent to ${reminded.join(', ')}.`
          : 'Everyone was reminded today already.',
      );
    } catch (e) {
      setNote(isApiError(e) ? e.message : 'Reminders could not be sent.');
    }
    setBusy(null);
  };

  return (
    <section aria-label="Members">
      <h2>Members</h2>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Chosen</th>
            <th scope="col">Measured</th>
            <th scope="col">Paid</th>
            <th scope="col">Advance</th>
          </tr>
        </thead>
        <tbody>
          {(party.members ?? []).map((m) => (
            <tr key={m.memberId} data-testid="party-member">
              <th scope="row">
                {m.firstName}
                {m.organiser ? ' (organiser)' : ''}
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
                    Pay {formatRupees(m.order.advance)} for {m.firstName}
                  </button>
                ) : m.order ? (
                  formatRupees(m.order.advance)
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
        Remind those who have not chosen or paid
      </button>
      {note ? <p role="status">{note}</p> : null}
    </section>
  );
}
