import type { SizeOption } from '@vastra/shared/schemas';
import { useShopTexts } from '@/i18n/texts/shop';

/** The size filter of a listing: 'All Size', then each size as the shop describes it. */
export function SizeSelect(props: {
  id: string;
  value: number | undefined;
  sizes: readonly SizeOption[];
  onChange: (size: string) => void;
}) {
  const { t } = useShopTexts();
  return (
    <div className="field">
      <label className="field-label" htmlFor={props.id}>
        {t('listing.sizeFilter')}
      </label>
      <select
        id={props.id}
        className="select"
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{t('listing.allSize')}</option>
        {props.sizes.map((s) => (
          <option key={s.size} value={s.size}>
            {s.description || `${s.label} (${s.size})`}
          </option>
        ))}
      </select>
    </div>
  );
}
