import { FormField } from '@vastra/ui/form-field';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useBranches } from '@/features/location';
import { useServerMessage } from '@/i18n/messages';
import { usePartyTexts } from '@/i18n/texts/party';
import { isApiError } from '@/lib/api-client';
import { partyApi } from '../api/parties-api';

/** /party/new: the organiser names the party, its date and place, and gets its share link. */
export function CreatePartyPage() {
  const navigate = useNavigate();
  const { t } = usePartyTexts();
  const message = useServerMessage();
  const branches = useBranches();
  const [form, setForm] = useState({
    name: '',
    eventDate: '',
    branchCode: '',
    pincode: '',
    theme: '',
    pieces: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const codes = form.pieces
        .split(/[\s,]+/)
        .map((c) => c.trim())
        .filter(Boolean);
      const party = await partyApi.create({
        name: form.name,
        eventDate: form.eventDate,
        ...(form.branchCode ? { branchCode: form.branchCode } : {}),
        ...(form.pincode ? { pincode: form.pincode } : {}),
        ...(form.theme ? { theme: form.theme } : {}),
        ...(codes.length > 0 ? { productCodes: codes } : {}),
      });
      navigate(paths.party.getHref(party.code));
    } catch (e) {
      setError(isApiError(e) ? message(e.message) : t('create.failed'));
      setBusy(false);
    }
  };

  return (
    <form className="container" onSubmit={submit} style={{ maxWidth: 560, display: 'grid', gap: 12 }}>
      <h1>{t('create.title')}</h1>
      <p>{t('create.lead')}</p>
      <FormField
        id="party-name"
        label={t('create.name')}
        value={form.name}
        onChange={set('name')}
        maxLength={80}
      />
      <FormField
        id="party-date"
        label={t('create.date')}
        type="date"
        value={form.eventDate}
        onChange={set('eventDate')}
      />
      <label className="field">
        <span className="field-label">{t('create.branch')}</span>
        <select id="party-branch" className="select" value={form.branchCode} onChange={set('branchCode')}>
          <option value="">{t('create.deliveryInstead')}</option>
          {(branches.data ?? []).map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      {form.branchCode ? null : (
        <FormField
          id="party-pincode"
          label={t('create.pincode')}
          inputMode="numeric"
          maxLength={6}
          value={form.pincode}
          onChange={set('pincode')}
        />
      )}
      <FormField id="party-theme" label={t('create.theme')} value={form.theme} onChange={set('theme')} />
      <FormField id="party-pieces" label={t('create.pieces')} value={form.pieces} onChange={set('pieces')} />
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('create.creating') : t('create.create')}
      </button>
    </form>
  );
}
