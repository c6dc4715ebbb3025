import { formatCartDate, formatRupees, groupKitLines } from '@vastra/shared/rules';
import { type CartItem, measurementsText } from '@vastra/shared/schemas';
import { useTranslation } from '@/i18n';
import styles from './cart.module.css';
import { CartLine } from './cart-line';
import '@/i18n/texts/orders';

/**
 * The checkout's summary of the bag: a kit as one item (its name, its rent for the period, the
 * dates) with its parts beneath (each piece's code, size and measurements); other pieces as
 * compact lines.
 */
export function CartGroups({ items }: { items: readonly CartItem[] }) {
  const { t } = useTranslation();
  return groupKitLines(items, (item) => item.price).map((group) => {
    if (group.kind === 'piece') return <CartLine key={group.lines[0].id} item={group.lines[0]} compact />;
    const first = group.lines[0]!;
    const deposit = group.lines.reduce((sum, item) => sum + item.deposit, 0);
    return (
      <section
        key={group.kit.group}
        className={styles.kitGroup}
        data-testid="cart-kit"
        aria-label={t('orders.outfit', { name: group.kit.name })}
      >
        <h3 className={styles.lineName}>{group.kit.name}</h3>
        <p className={styles.lineMeta}>
          {t('cartLine.outfitOf', { count: group.lines.length })} ·{' '}
          {t('listing.days', { days: first.period })} ·{' '}
          {first.deliveryDate && first.returnDate
            ? `${formatCartDate(first.deliveryDate)} – ${formatCartDate(first.returnDate)}`
            : '-'}
        </p>
        <p className={styles.lineMeta}>
          {t('product.rent')}{' '}
          <strong className="price" data-testid="kit-price">
            {formatRupees(group.price)}
          </strong>{' '}
          + {t('cartLine.deposit')} <strong className="price">{formatRupees(deposit)}</strong>
        </p>
        <ul className={styles.kitParts}>
          {group.lines.map((item) => {
            const sizes = measurementsText(item.measurements);
            return (
              <li key={item.id} data-testid="cart-kit-part" data-code={item.product.code}>
                <span className={styles.kitPartName}>{item.product.name}</span>
                <span>
                  <span className="small-caps">{t('product.code')}</span> {item.product.code} ·{' '}
                  <span className="small-caps">{t('product.size')}</span> {item.product.sizeLabel}
                </span>
                {sizes ? <span>{t('orders.measurements', { sizes })}</span> : null}
              </li>
            );
          })}
        </ul>
      </section>
    );
  });
}
