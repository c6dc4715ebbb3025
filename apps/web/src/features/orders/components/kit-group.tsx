import { formatRupees, type LineGroup } from '@vastra/shared/rules';
import { measurementsText, type OrderDetail } from '@vastra/shared/schemas';
import { useTranslation } from '@/i18n';
import kitStyles from './kit-group.module.css';
import styles from './orders.module.css';
import '@/i18n/texts/orders';

type Line = OrderDetail['lines'][number];
type KitGroup = Extract<LineGroup<Line>, { kind: 'kit' }>;

/** A kit's parts under its name: each part's piece, code, size and the measurements it is made to. */
export function KitParts({ lines }: { lines: readonly Line[] }) {
  const { t } = useTranslation();
  return (
    <ul className={kitStyles.kitParts} aria-label={t('orders.kitParts')}>
      {lines.map((line) => {
        const sizes = measurementsText(line.measurements);
        return (
          <li key={line.id} data-testid="kit-part-line" data-code={line.productCode}>
            <span className={styles.lineName}>{line.productName}</span>
            <span>
              <span className="small-caps">{t('product.code')}</span> {line.productCode} ·{' '}
              <span className="small-caps">{t('product.size')}</span> {line.sizeLabel}
            </span>
            {sizes ? (
              <span className={kitStyles.kitPartSizes}>{t('orders.measurements', { sizes })}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** 'Royal Groom Kit · ₹5,399 for 4 days': the kit as one item of the order. */
export function KitHeading({ group, as: Tag = 'h2' }: { group: KitGroup; as?: 'h2' | 'h3' | 'p' }) {
  const period = group.lines[0]?.period;
  const { t } = useTranslation();
  return (
    <Tag className={Tag === 'h2' ? styles.cardTitle : styles.lineName}>
      {group.kit.name}
      <span className={kitStyles.kitPrice} data-testid="kit-price">
        {' '}
        · {formatRupees(group.price)}
        {period ? ` ${t('orders.forDays', { days: period })}` : ''}
      </span>
    </Tag>
  );
}
