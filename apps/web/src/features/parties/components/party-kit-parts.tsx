import type { Party } from '@vastra/shared/schemas';
import { useEffect } from 'react';
import { useKit } from '@/features/kits';
import { useServerMessage } from '@/i18n/messages';
import { usePartyTexts } from '@/i18n/texts/party';
import { useSettings } from '@/lib/settings';

/**
 * A kit's parts for a party member: each part's piece chosen by its size, pieces booked on the
 * party's date shown as such (and, with a set of pieces, only pieces of the set).
 */
export function PartyKitParts({
  party,
  slug,
  picks,
  onPicks,
}: {
  party: Party;
  slug: string;
  picks: Record<number, string>;
  onPicks: (picks: Record<number, string>) => void;
}) {
  const settings = useSettings();
  const { t } = usePartyTexts();
  const message = useServerMessage();
  // The member's order is for the shop's usual period, as a piece chosen alone.
  const kit = useKit(slug, party.eventDate, settings.data?.rental.defaultPeriod ?? 4);
  const inSet = (code: string) => party.pieces.length === 0 || party.pieces.some((p) => p.code === code);
  const parts = (kit.data?.parts ?? []).map((part) => ({
    ...part,
    pieces: part.pieces.filter((piece) => inSet(piece.code)),
  }));
  // Every part starts with its first free piece (and a piece of another kit is replaced), so the
  // kit can be booked as it stands.
  useEffect(() => {
    if (kit.isPlaceholderData || parts.length === 0) return;
    const next: Record<number, string> = {};
    for (const part of parts) {
      const kept = part.pieces.find((p) => p.code === picks[part.position]);
      const piece = kept ?? part.pieces.find((p) => p.free !== false) ?? part.pieces[0];
      next[part.position] = piece?.code ?? '';
    }
    if (JSON.stringify(next) !== JSON.stringify(picks)) onPicks(next);
  });
  if (kit.isError) return <p role="alert">{message(kit.error.message)}</p>;
  if (!kit.data || kit.isPlaceholderData) return <div className="skeleton" style={{ height: 120 }} />;
  return (
    <fieldset style={{ display: 'grid', gap: 8 }}>
      <legend>{parts.map((p) => p.label).join(' + ')}</legend>
      {parts.map((part) => (
        <label key={part.position} className="field">
          <span className="field-label">{t('choice.partSize', { part: part.label })}</span>
          <select
            className="select"
            value={picks[part.position] ?? ''}
            onChange={(e) => onPicks({ ...picks, [part.position]: e.target.value })}
          >
            {part.pieces.map((piece) => (
              <option key={piece.code} value={piece.code} disabled={piece.free === false}>
                {`${piece.sizeLabel} · ${piece.code}${piece.free === false ? t('choice.bookedOnDates') : ''}`}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}
