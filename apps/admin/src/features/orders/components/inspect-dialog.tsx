import {
  DEFAULT_SETTINGS,
  INSPECTION_CONDITIONS,
  INSPECTION_PHOTO_RULES,
  InspectFieldsSchema,
} from '@vastra/shared/schemas';
import { useState } from 'react';
import { ActionDialog } from '@/components/ui/action-dialog';
import { TextField } from '@/components/ui/text-field';
import { formatRupees } from '@/lib/format';
import { parseWith } from '../lib/form-values';
import type { StaffOrderLine } from '../lib/types';

const CONDITION_WORDS: Record<(typeof INSPECTION_CONDITIONS)[number], string> = {
  ok: 'Fine',
  needs_cleaning: 'Needs cleaning',
  needs_repair: 'Needs repair',
  beyond_repair: 'Beyond repair',
};

type Props = {
  line: StaffOrderLine;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSend: (form: FormData) => void;
};

/**
 * The inspection of a returned piece: its condition, photos taken with the phone's camera, and
 * charges from the rate card or written; the deposit is then set against what is due.
 */
export function InspectDialog({ line, pending, error, onClose, onSend }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const send = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const charges: unknown[] = data.getAll('card').map((code) => ({ code: String(code) }));
    const label = String(data.get('chargeLabel') ?? '').trim();
    const amount = Number(data.get('chargeAmount') ?? 0);
    if (label || amount) charges.push({ label, amount });
    const fields = {
      lineId: line.id,
      condition: data.get('condition'),
      charges,
      note: String(data.get('note') ?? ''),
    };
    const parsed = parseWith(InspectFieldsSchema, fields);
    if (!parsed.ok) return setProblem(parsed.message);
    const photos = data
      .getAll('photos')
      .filter((file): file is File => file instanceof File && file.size > 0);
    if (photos.length > INSPECTION_PHOTO_RULES.maxFiles)
      return setProblem(`At most ${INSPECTION_PHOTO_RULES.maxFiles} photos.`);
    setProblem(null);
    const body = new FormData();
    body.set('lineId', line.id);
    body.set('condition', parsed.data.condition);
    body.set('charges', JSON.stringify(parsed.data.charges));
    body.set('note', parsed.data.note);
    for (const photo of photos) body.append('photos', photo);
    onSend(body);
  };
  return (
    <ActionDialog
      open
      onClose={onClose}
      title={`Inspect ${line.productCode}`}
      description="Record how the piece came back. Charges come out of the deposit; the rest can then be refunded."
      confirmLabel="Save inspection"
      pending={pending}
      error={problem ?? error}
      onConfirm={send}
    >
      <fieldset>
        <legend>Condition</legend>
        {INSPECTION_CONDITIONS.map((condition, i) => (
          <label key={condition} className="check">
            <input type="radio" name="condition" value={condition} defaultChecked={i === 0} />{' '}
            {CONDITION_WORDS[condition]}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field-label" htmlFor="inspect-photos">
          Photos (up to {INSPECTION_PHOTO_RULES.maxFiles})
        </label>
        <input
          id="inspect-photos"
          name="photos"
          type="file"
          accept="image/*"
          capture="environment"
          multiple
        />
      </div>
      <fieldset>
        <legend>Charges from the rate card</legend>
        {DEFAULT_SETTINGS.lifecycle.rateCard.map((item) => (
          <label key={item.code} className="check">
            <input type="checkbox" name="card" value={item.code} /> {item.label} ({formatRupees(item.amount)})
          </label>
        ))}
      </fieldset>
      <TextField
        id="charge-label"
        name="chargeLabel"
        label="Other charge: what for (optional)"
        maxLength={200}
      />
      <TextField
        id="charge-amount"
        name="chargeAmount"
        label="Other charge: amount (₹)"
        inputMode="numeric"
      />
      <TextField id="inspect-note" name="note" label="Note (optional)" maxLength={500} />
    </ActionDialog>
  );
}
