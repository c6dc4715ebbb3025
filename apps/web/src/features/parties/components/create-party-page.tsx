import { FormField } from '@vastra/ui/form-field';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useBranches } from '@/features/location';
import { isApiError } from '@/lib/api-client';
import { partyApi } from '../api/parties-api';

/** /party/new: the organiser names the party, its date and place, and gets its share link. */
export function CreatePartyPage() {
  const navigate = useNavigate();
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
      setError(isApiError(e) ? e.message : 'The party could not be created. Please try again.');
      setBusy(false);
    }
  };

  return (
    <form className="container" onSubmit={submit} style={{ maxWidth: 560, display: 'grid', gap: 12 }}>
      <h1>Plan a wedding party</h1>
      <p>Everyone in the party chooses their own outfit for the same date from one link.</p>
      <FormField id="party-name" label="Party name" value={form.name} onChange={set('name')} maxLength={80} />
      <FormField
        id="party-date"
        label="Event date"
        type="date"
        value={form.eventDate}
        onChange={set('eventDate')}
      />
      <label className="field">
        <span className="field-label">Branch</span>
        <select id="party-branch" className="select" value={form.branchCode} onChange={set('branchCode')}>
          <option value="">Delivery to a pincode instead</option>
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
          label="Delivery pincode"
          inputMode="numeric"
          maxLength={6}
          value={form.pincode}
          onChange={set('pincode')}
        />
      )}
      <FormField
        id="party-theme"
        label="Colour theme (optional)"
        value={form.theme}
        onChange={set('theme')}
      />
      <FormField
        id="party-pieces"
        label="Pieces to choose from (optional: product codes)"
        value={form.pieces}
        onChange={set('pieces')}
      />
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Creating…' : 'Create the party'}
      </button>
    </form>
  );
}
