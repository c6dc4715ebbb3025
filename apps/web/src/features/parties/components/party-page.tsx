import { useQueryClient } from '@tanstack/react-query';
import type { IsoDate } from '@vastra/shared/rules';
import { whatsappShareUrl } from '@vastra/shared/schemas';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { useFormat } from '@/i18n/format';
import { useServerMessage } from '@/i18n/messages';
import { usePartyTexts } from '@/i18n/texts/party';
import { isApiError } from '@/lib/api-client';
import { Link } from '@/lib/link';
import { partyApi, partyKey, useParty } from '../api/parties-api';
import { OrganiserPanel } from './organiser-panel';
import { PartyChoiceForm } from './party-choice-form';

/** /party/:code: the party behind a share link; members join, choose and pay; the organiser follows up. */
export function PartyPage({ code }: { code: string }) {
  const party = useParty(code);
  const { t } = usePartyTexts();
  const message = useServerMessage();
  const format = useFormat();
  // What the local payment page says after the organiser paid for everyone.
  const paidNote = (useLocation().state as { note?: string } | null)?.note ?? null;
  const queryClient = useQueryClient();
  const [joinError, setJoinError] = useState<string | null>(null);
  if (party.isPending) return <div className="skeleton" style={{ height: 360 }} aria-busy="true" />;
  if (party.isError) {
    return (
      <PageState level={1} title={t('page.notFound')}>
        <p>{isApiError(party.error) ? message(party.error.message) : t('page.tryAgain')}</p>
      </PageState>
    );
  }
  const p = party.data;
  const shareUrl = `${window.location.origin}${p.sharePath}`;
  const join = async () => {
    try {
      queryClient.setQueryData(partyKey(code), await partyApi.join(code));
    } catch (e) {
      setJoinError(isApiError(e) ? message(e.message) : t('page.joinFailed'));
    }
  };

  return (
    <div className="container" style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
      <h1>{p.name}</h1>
      <p>
        {t('page.eventDate', { date: format.shortDate(p.eventDate as IsoDate) })}
        {p.branch
          ? t('page.pickupAt', { branch: p.branch.name })
          : p.pincode
            ? t('page.deliveryTo', { pincode: p.pincode })
            : ''}
        {p.theme ? t('page.theme', { theme: p.theme }) : ''}
      </p>
      <p>
        {t('page.members', { count: p.memberCount })}
        {p.joined ? `: ${p.joined.join(', ')}` : ''}
        {p.discountPct > 0 ? t('page.discount', { pct: p.discountPct }) : ''}
      </p>
      {p.role === 'visitor' ? (
        <>
          <button type="button" className="btn btn-primary" onClick={join}>
            {t('page.join')}
          </button>
          {joinError ? <p role="alert">{joinError}</p> : null}
        </>
      ) : (
        <>
          <section aria-label={t('page.share')}>
            <label className="field">
              <span className="field-label">{t('page.shareLink')}</span>
              <input id="party-share-link" className="input" readOnly value={shareUrl} />
            </label>
            <a
              className="btn btn-outline"
              href={whatsappShareUrl(p.name, shareUrl)}
              target="_blank"
              rel="noreferrer"
            >
              {t('page.whatsapp')}
            </a>
          </section>
          {p.myOrderId ? (
            <p>
              {t('page.booked')} <Link to={paths.order.getHref(p.myOrderId)}>{t('page.seeOrder')}</Link>.
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
