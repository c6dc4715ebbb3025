import type { SizeOption } from '@vastra/shared/schemas';
import { useBookingTexts } from '@/i18n/texts/booking';
import styles from './size-chart.module.css';

/** The size chart of a group as a table: label (XS … XXXL) and its chest or bust in inches. */
export function SizeChart({
  sizes,
  group,
  caption,
}: {
  sizes: SizeOption[];
  group: 'men' | 'women';
  caption?: string;
}) {
  const { t } = useBookingTexts();
  if (sizes.length === 0) return <p>{t('product.noSizeChart')}</p>;
  const measure = group === 'women' ? t('size.bust') : t('size.chest');
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {caption ?? (group === 'women' ? t('size.women') : t('size.men'))}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('size.size')}</th>
            <th scope="col">{measure}</th>
          </tr>
        </thead>
        <tbody>
          {sizes.map((s) => (
            <tr key={s.size}>
              <th scope="row">{s.label}</th>
              <td className="price">{s.size}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
