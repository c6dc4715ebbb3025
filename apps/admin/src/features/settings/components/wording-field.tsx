import { moveItem } from '../lib/edit-texts';

const idOf = (path: string) => `wording-${path.replaceAll('.', '-')}`;

type WordingFieldProps = {
  /** Where the text sits in the settings ('texts.faqs.0.items.1.question'), for its message. */
  path: string;
  label: string;
  value: string;
  errors: Record<string, string>;
  onChange: (value: string) => void;
  /** A text area of this many rows; a one-line input when absent. */
  rows?: number;
};

/** One piece of wording with its label and, when refused, the reason under it. */
export function WordingField({ path, label, value, errors, onChange, rows }: WordingFieldProps) {
  const id = idOf(path);
  const message = errors[path];
  const common = {
    id,
    className: 'input',
    value,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${id}-error` : undefined,
  };
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} onChange={(e) => onChange(e.target.value)} />
      )}
      {message ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

type ItemActionsProps<T> = {
  /** What the buttons act on, for screen readers: 'section 2'. */
  name: string;
  list: readonly T[];
  at: number;
  onChange: (list: T[]) => void;
};

/** Move up, move down and remove, for one item of an edited list. */
export function ItemActions<T>({ name, list, at, onChange }: ItemActionsProps<T>) {
  return (
    <div className="setting-row">
      <button
        type="button"
        className="btn btn-outline"
        aria-label={`Move ${name} up`}
        disabled={at === 0}
        onClick={() => onChange(moveItem(list, at, at - 1))}
      >
        ↑
      </button>
      <button
        type="button"
        className="btn btn-outline"
        aria-label={`Move ${name} down`}
        disabled={at === list.length - 1}
        onClick={() => onChange(moveItem(list, at, at + 1))}
      >
        ↓
      </button>
      <button
        type="button"
        className="btn btn-outline"
        aria-label={`Remove ${name}`}
        disabled={list.length === 1}
        onClick={() => onChange(list.filter((_, i) => i !== at))}
      >
        Remove
      </button>
    </div>
  );
}
