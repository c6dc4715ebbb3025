import { useState } from 'react';
import { settingLabel } from '../lib/setting-labels';

/** A path into the settings record ('lifecycle.rateCard.1.amount') and where to write a new value. */
type FieldProps = {
  path: string;
  value: unknown;
  errors: Record<string, string>;
  onChange: (path: string, value: unknown) => void;
};

/** What a new entry of a list that may be empty starts as (a list with entries copies its last). */
const NEW_ENTRY: Record<string, unknown> = {
  'trials.branches': { branchCode: '', opens: '11:30', closes: '20:00' },
};

const idOf = (path: string) => `setting-${path.replaceAll('.', '-')}`;
const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function FieldError({ path, errors }: { path: string; errors: Record<string, string> }) {
  const message = errors[path];
  return message ? (
    <p id={`${idOf(path)}-error`} className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}

/** A list of numbers typed as '4, 6, 8, 10' (kept as typed while the owner edits it). */
function NumberList({ path, value, errors, onChange }: FieldProps & { value: number[] }) {
  const [text, setText] = useState(value.join(', '));
  return (
    <div className="field">
      <label className="field-label" htmlFor={idOf(path)}>
        {settingLabel(path)}
      </label>
      <input
        id={idOf(path)}
        className="input"
        value={text}
        aria-invalid={errors[path] ? true : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const parts = e.target.value.split(',').map((p) => p.trim());
          onChange(path, parts.filter(Boolean).map(Number));
        }}
      />
      <FieldError path={path} errors={errors} />
    </div>
  );
}

/** One leaf: a number or a text, with its label and the message that refuses it. */
function Leaf({ path, value, errors, onChange }: FieldProps) {
  const id = idOf(path);
  const long = typeof value === 'string' && value.length > 60;
  const common = {
    id,
    'aria-invalid': errors[path] ? true : undefined,
    'aria-describedby': errors[path] ? `${id}-error` : undefined,
  };
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {settingLabel(path)}
      </label>
      {typeof value === 'number' ? (
        <input
          {...common}
          className="input"
          type="number"
          step="any"
          value={Number.isNaN(value) ? '' : String(value)}
          onChange={(e) => onChange(path, e.target.value === '' ? Number.NaN : Number(e.target.value))}
        />
      ) : long ? (
        <textarea
          {...common}
          className="input"
          rows={3}
          value={String(value)}
          onChange={(e) => onChange(path, e.target.value)}
        />
      ) : (
        <input
          {...common}
          className="input"
          value={String(value ?? '')}
          onChange={(e) => onChange(path, e.target.value)}
        />
      )}
      <FieldError path={path} errors={errors} />
    </div>
  );
}

/**
 * The editor of any part of the settings, built from the value itself: numbers and texts are
 * inputs, groups are fieldsets, lists of entries (rate card, plans) can grow and shrink.
 */
export function SettingField(props: FieldProps) {
  const { path, value, errors, onChange } = props;
  if (Array.isArray(value) && !NEW_ENTRY[path] && value.every((v) => typeof v === 'number')) {
    return <NumberList {...props} value={value as number[]} />;
  }
  if (Array.isArray(value)) {
    return (
      <fieldset className="setting-group">
        <legend>{settingLabel(path)}</legend>
        <FieldError path={path} errors={errors} />
        {value.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries are edited in place, their position is their identity
          <div key={i} className="setting-row">
            <SettingField path={`${path}.${i}`} value={item} errors={errors} onChange={onChange} />
            <button
              type="button"
              className="btn btn-outline"
              onClick={() =>
                onChange(
                  path,
                  value.filter((_, j) => j !== i),
                )
              }
            >
              Remove
            </button>
          </div>
        ))}
        {value.length > 0 || NEW_ENTRY[path] ? (
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => onChange(path, [...value, structuredClone(value.at(-1) ?? NEW_ENTRY[path])])}
          >
            Add an entry
          </button>
        ) : null}
      </fieldset>
    );
  }
  if (isPlain(value)) {
    const fields = Object.entries(value).map(([key, item]) => (
      <SettingField
        key={key}
        path={path ? `${path}.${key}` : key}
        value={item}
        errors={errors}
        onChange={onChange}
      />
    ));
    // A named group inside a section (the surcharges) gets its own frame; a list entry does not.
    const named = path.includes('.') && !/\.\d+$/.test(path);
    return named ? (
      <fieldset className="setting-group">
        <legend>{settingLabel(path)}</legend>
        <FieldError path={path} errors={errors} />
        <div className="setting-fields">{fields}</div>
      </fieldset>
    ) : (
      <div className="setting-fields">{fields}</div>
    );
  }
  return <Leaf {...props} />;
}
