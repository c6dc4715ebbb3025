import { useQueryClient } from '@tanstack/react-query';
import { formatOrderDate, type IsoDate } from '@vastra/shared/rules';
import { whatsappShareUrl } from '@vastra/shared/schemas';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { partyApi, partyKey, useParty } from '../api/parties-api';
import { OrganiserPanel } from './organiser-panel';
import { PartyChoiceForm } from './party-choice-form';

/** /party/:code: the party behind a share link; members join, choose and pay; the organiser follows up. */
export function PartyPage({ code }: { code: string }) {
  const party = useParty(code);
  // What the local payment page says after the organiser paid for everyone.
  const paidNote = (useLocation().state as { note?: string } | null)?.note ?? null;
  const queryClient = useQueryClient();
  const [joinError, setJoinError] = useState<string | null>(null);
  if (party.isPending) return <div className="skeleton" style={{ height: 360 }} aria-busy="true" />;
  if (party.isError) {
    return (
      <PageState level={1} title="Party not found">
        <p>{isApiError(party.error) ? party.error.message : 'Please try again.'}</p>
      </PageState>
    );
  }
  const p = party.data;
  const shareUrl = `${window.location.origin}${p.sharePath}`;
  const join = async () => {
    try {
      queryClient.setQueryData(partyKey(code), await partyApi.join(code));
    } catch (e) {
      setJoinError(isApiError(e) ? e.message : 'Could not join. Please try again.');
    }
  };

  return (
    <div className="container" style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
      <h1>{p.name}</h1>
      <p>
        Event date: {formatOrderDate(p.eventDate as IsoDate)}
        {p.branch ? ` · Pickup at ${p.branch.name}` : p.pincode ? ` · Delivery to ${p.pincode}` : ''}
        {p.theme ? ` · Theme: ${p.theme}` : ''}
      </p>
      <p>
        {p.memberCount} {p.memberCount === 1 ? 'member' : 'members'}
        {p.joined ? `: ${p.joined.join(', ')}` : ''}
        {p.discountPct > 0 ? ` · party discount ${p.discountPct}% off the rent` : ''}
      </p>
      {p.role === 'visitor' ? (
        <>
          <button type="button" className="btn btn-primary" onClick={join}>
            Join the party
          </button>
          {joinError ? <p role="alert">{joinError}</p> : null}
        </>
      ) : (
        <>
          <section aria-label="Share">
            <label className="field">
              <span className="field-label">Share link</span>
              <input id="party-share-link" className="input" readOnly value={shareUrl} />
            </label>
            <a
              className="btn btn-outline"
              href={whatsappShareUrl(p.name, shareUrl)}
              target="_blank"
              rel="noreferrer"
            >
              Share on WhatsApp
            </a>
          </section>
          {p.myOrderId ? (
            <p>
              Your outfit is booked: <Link to={paths.order.getHref(p.myOrderId)}>see your order</Link>.
            </p>
          ) : (
            <PartyChoiceForm party={p} />
          )}
          {p.role === 'organiser' ? <OrganiserPanel party={p} initialNote={paidNote} /> : null}
        </>
      )}
    </div>
  );
}
