import { MEASUREMENT_FIELDS, MEASUREMENT_LABELS, type Party, type Profile } from '@vastra/shared/schemas';
import { FormField } from '@vastra/ui/form-field';
import { type FormEvent, useState } from 'react';
import { useMe } from '@/features/account';
import { newIdempotencyKey, usePayOrder } from '@/features/payment';
import { useServerMessage } from '@/i18n/messages';
import { usePartyTexts } from '@/i18n/texts/party';
import { isApiError } from '@/lib/api-client';
import { partyApi } from '../api/parties-api';
import { PartyKitParts } from './party-kit-parts';

const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'phone1',
  'email',
  'building',
  'station',
  'landmark',
  'city',
  'state',
  'zipCode',
] as const;
type AddressKey = (typeof ADDRESS_FIELDS)[number];

function addressFrom(profile: Profile | undefined, pincode: string | null): Record<AddressKey, string> {
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    phone1: profile?.mobile ?? '',
    email: profile?.email ?? '',
    building: profile?.building ?? '',
    station: profile?.station ?? '',
    landmark: profile?.landmark ?? '',
    city: profile?.city ?? '',
    state: profile?.state ?? '',
    zipCode: profile?.zip || pincode || '',
  };
}

/** The kit's picks with a taken part swapped for the free piece the 409 offers, when it offers one. */
function partSwap(details: Record<string, unknown>, picks: Record<number, string>) {
  const taken = (details.part as { code?: string } | undefined)?.code;
  const substitute = (details.substitute as { code?: string } | null | undefined)?.code;
  const position = Object.entries(picks).find(([, piece]) => piece === taken)?.[0];
  if (!substitute || position === undefined) return null;
  return { code: substitute, picks: { ...picks, [position]: substitute } };
}

/** A member's piece, sizes and contact details: placed as their own order, then paid (or left for the organiser). */
export function PartyChoiceForm({ party }: { party: Party }) {
  const me = useMe();
  if (!me.data && me.isPending) return <div className="skeleton" style={{ height: 240 }} />;
  return <ChoiceForm party={party} profile={me.data} />;
}

function ChoiceForm({ party, profile }: { party: Party; profile: Profile | undefined }) {
  const { pay } = usePayOrder();
  const { t } = usePartyTexts();
  const message = useServerMessage();
  const [code, setCode] = useState(party.pieces[0]?.code ?? '');
  const [kind, setKind] = useState<'piece' | 'kit'>('piece');
  const [kitCode, setKitCode] = useState(party.kits[0]?.code ?? '');
  const [picks, setPicks] = useState<Record<number, string>>({});
  const kit = party.kits.find((k) => k.code === kitCode);
  const [sizes, setSizes] = useState<Record<string, string>>({});
  const [address, setAddress] = useState(() => addressFrom(profile, party.pincode));
  const [error, setError] = useState<string | null>(null);
  const [offer, setOffer] = useState<ReturnType<typeof partSwap>>(null);
  const [busy, setBusy] = useState(false);
  const [key] = useState(newIdempotencyKey);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const measurements = Object.fromEntries(
      Object.entries(sizes)
        .filter(([, v]) => v.trim() !== '')
        .map(([k, v]) => [k, Number(v)]),
    );
    try {
      const placed = await partyApi.choose(
        party.code,
        {
          ...(kind === 'kit'
            ? {
                kit: kitCode,
                parts: Object.entries(picks).map(([position, piece]) => ({
                  position: Number(position),
                  code: piece,
                })),
              }
            : { code }),
          measurements,
          address,
          deliveryType: party.branch ? 'pickup' : 'home',
        },
        key,
      );
      const name = `${address.firstName} ${address.lastName}`.trim();
      await pay(placed, { name, email: address.email, contact: address.phone1 });
    } catch (e) {
      setOffer(isApiError(e) && kind === 'kit' ? partSwap(e.details, picks) : null);
      setError(isApiError(e) ? message(e.message) : t('choice.failed'));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} style={{ display: 'grid', gap: 12 }} aria-label={t('choice.title')}>
      <h2>{t('choice.title')}</h2>
      {party.kits.length > 0 ? (
        <fieldset style={{ display: 'grid', gap: 8 }}>
          <legend>{t('choice.pick')}</legend>
          <label>
            <input
              type="radio"
              name="party-kind"
              checked={kind === 'piece'}
              onChange={() => setKind('piece')}
            />{' '}
            {t('choice.piece')}
          </label>
          <label>
            <input type="radio" name="party-kind" checked={kind === 'kit'} onChange={() => setKind('kit')} />{' '}
            {t('choice.kit')}
          </label>
        </fieldset>
      ) : null}
      {kind === 'kit' ? (
        <>
          <label className="field">
            <span className="field-label">{t('choice.kitLabel')}</span>
            <select
              id="party-kit"
              className="select"
              value={kitCode}
              onChange={(e) => {
                setKitCode(e.target.value);
                setPicks({});
              }}
            >
              {party.kits.map((k) => (
                <option key={k.code} value={k.code}>
                  {k.name} ({k.code})
                </option>
              ))}
            </select>
          </label>
          {kit ? <PartyKitParts party={party} slug={kit.slug} picks={picks} onPicks={setPicks} /> : null}
        </>
      ) : party.pieces.length > 0 ? (
        <label className="field">
          <span className="field-label">{t('choice.pieceAndSize')}</span>
          <select id="party-piece" className="select" value={code} onChange={(e) => setCode(e.target.value)}>
            {party.pieces.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name} ({p.code}){p.size ? t('choice.size', { size: p.size }) : ''}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <FormField
          id="party-piece"
          label={t('choice.productCode')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      )}
      <fieldset style={{ display: 'grid', gap: 8 }}>
        <legend>{t('choice.measurements')}</legend>
        {[...MEASUREMENT_FIELDS.men, ...MEASUREMENT_FIELDS.women].map((f) => (
          <FormField
            key={f}
            id={`party-${f}`}
            label={t('choice.ifNeeded', { label: message(MEASUREMENT_LABELS[f]) })}
            inputMode="decimal"
            value={sizes[f] ?? ''}
            onChange={(e) => setSizes((s) => ({ ...s, [f]: e.target.value }))}
          />
        ))}
      </fieldset>
      <fieldset style={{ display: 'grid', gap: 8 }}>
        <legend>{t('choice.details')}</legend>
        {ADDRESS_FIELDS.map((name) => (
          <FormField
            key={name}
            id={`party-${name}`}
            label={t(`choice.fields.${name}`)}
            value={address[name]}
            onChange={(e) => setAddress((a) => ({ ...a, [name]: e.target.value }))}
          />
        ))}
      </fieldset>
      {party.discountPct > 0 ? <p>{t('choice.discount', { pct: party.discountPct })}</p> : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {offer ? (
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            setPicks(offer.picks);
            setOffer(null);
            setError(null);
          }}
        >
          {t('choice.useInstead', { code: offer.code })}
        </button>
      ) : null}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={busy || (kind === 'kit' ? !kitCode : !code)}
      >
        {busy ? t('choice.booking') : t('choice.book')}
      </button>
    </form>
  );
}
