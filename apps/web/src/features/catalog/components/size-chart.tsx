import type { SizeOption } from '@vastra/shared/schemas';
import styles from './size-chart.module.css';

const NO_SIZE_CHART = 'No size chart available for this category.';

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
  if (sizes.length === 0) return <p>{NO_SIZE_CHART}</p>;
  const measure = group === 'women' ? 'Top bust (inches)' : 'Chest (inches)';
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {caption ?? (group === 'women' ? 'Women: bust sizes' : 'Men: chest sizes')}
        </caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
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
