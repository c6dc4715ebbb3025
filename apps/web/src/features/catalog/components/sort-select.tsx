import type { Sort } from '@vastra/shared/schemas';
import { SORT_LABELS, SORTS } from '@/config/catalog';

/** The order of a listing's pieces: every sort the shop offers, by its label. */
export function SortSelect(props: { id: string; value: Sort; onChange: (sort: Sort) => void }) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={props.id}>
        Sort by
      </label>
      <select
        id={props.id}
        className="select"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as Sort)}
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
