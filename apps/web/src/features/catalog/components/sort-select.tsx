import type { Sort } from '@vastra/shared/schemas';
import { SORTS } from '@/config/catalog';
import { useShopTexts } from '@/i18n/texts/shop';

/** The order of a listing's pieces: every sort the shop offers, by its label. */
export function SortSelect(props: { id: string; value: Sort; onChange: (sort: Sort) => void }) {
  const { t } = useShopTexts();
  return (
    <div className="field">
      <label className="field-label" htmlFor={props.id}>
        {t('listing.sortBy')}
      </label>
      <select
        id={props.id}
        className="select"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as Sort)}
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`listing.sorts.${s}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
