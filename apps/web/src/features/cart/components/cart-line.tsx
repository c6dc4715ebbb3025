import { formatCartDate, formatRupees } from '@vastra/shared/rules';
import type { CartItem } from '@vastra/shared/schemas';
import { measurementsText } from '@vastra/shared/schemas';
import { Pencil, Trash2 } from 'lucide-react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/link';
import { productHref } from '../lib/product-href';
import styles from './cart.module.css';
import { ItemDateCheck } from './item-date-check';
import '@/i18n/texts/orders';

type CartLineProps = {
  item: CartItem;
  onEdit?: () => void;
  onRemove?: () => void;
  /** The checkout summary shows the line without its buttons and measurements. */
  compact?: boolean;
};

/** One cart item: picture, name, code and size, the rental's dates (dd/mm/yy), prices, Edit and Remove. */
export function CartLine({ item, onEdit, onRemove, compact = false }: CartLineProps) {
  const { product } = item;
  const href = productHref(product);
  const sizes = measurementsText(item.measurements);
  const Name = compact ? 'h3' : 'h2';
  const { t } = useTranslation();
  return (
    <article
      className={`${styles.line} ${compact ? styles.compact : ''}`}
      data-testid="cart-item"
      data-code={product.code}
    >
      <Link to={href} className={styles.picture} tabIndex={-1} aria-hidden="true">
        {product.image ? (
          <ResponsiveImage urls={product.image.card} alt="" width={110} height={133} sizes="110px" />
        ) : null}
      </Link>
      <div className={styles.lineBody}>
        <Name className={styles.lineName}>
          <Link to={href}>{product.name}</Link>
        </Name>
        {item.kit ? (
          <p className={styles.lineMeta} data-testid="cart-item-kit">
            {t('cartLine.partOf', { name: item.kit.name })}
          </p>
        ) : null}
        <p className={styles.lineMeta}>
          <span className="small-caps">{t('product.code')}</span> {product.code} ·{' '}
          <span className="small-caps">{t('product.size')}</span> {product.sizeLabel}
        </p>
        {compact ? (
          <CompactFacts item={item} />
        ) : product.type === 'rent' ? (
          <dl className={styles.lineFacts}>
            <div>
              <dt>{t('listing.period')}</dt>
              <dd>{t('listing.days', { days: item.period })}</dd>
            </div>
            <div>
              <dt>{t('listing.eventDate')}</dt>
              <dd data-testid="cart-event-date">{item.eventDate ? formatCartDate(item.eventDate) : '-'}</dd>
            </div>
            <div>
              <dt>{t('product.deliveryDate')}</dt>
              <dd data-testid="cart-delivery-date">
                {item.deliveryDate ? formatCartDate(item.deliveryDate) : '-'}
              </dd>
            </div>
            <div>
              <dt>{t('product.returnDate')}</dt>
              <dd data-testid="cart-return-date">
                {item.returnDate ? formatCartDate(item.returnDate) : '-'}
              </dd>
            </div>
            <div>
              <dt>{t('product.rent')}</dt>
              <dd className="price">{formatRupees(item.rent)}</dd>
            </div>
            <div>
              <dt>{t('product.deposit')}</dt>
              <dd className="price">{formatRupees(item.deposit)}</dd>
            </div>
          </dl>
        ) : (
          <dl className={styles.lineFacts}>
            <div>
              <dt>{t('orders.preUsedPrice')}</dt>
              <dd className="price">{formatRupees(item.price)}</dd>
            </div>
            <div>
              <dt>{t('cartLine.mrp')}</dt>
              <dd className="price">{formatRupees(product.mrp)}</dd>
            </div>
          </dl>
        )}
        {!compact && product.type === 'rent' ? <ItemDateCheck item={item} /> : null}
        {!compact && sizes ? (
          <p className={styles.lineNote}>
            <span className={styles.noteLabel}>{t('cartLine.measurements')}</span> {sizes}
          </p>
        ) : null}
        {!compact && item.remark ? (
          <p className={styles.lineNote}>
            <span className={styles.noteLabel}>{t('cartLine.remark')}</span> {item.remark}
          </p>
        ) : null}
        {onEdit || onRemove ? (
          <div className={styles.lineActions}>
            {onEdit ? (
              <button type="button" className="btn btn-outline" onClick={onEdit}>
                <Pencil size={16} aria-hidden="true" />
                {t('cartLine.edit')}
                <span className="visually-hidden"> {product.name}</span>
              </button>
            ) : null}
            {onRemove ? (
              <button type="button" className="btn btn-ghost" onClick={onRemove}>
                <Trash2 size={16} aria-hidden="true" />
                {t('cartLine.remove')}
                <span className="visually-hidden"> {product.name}</span>
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

/** The checkout summary's short form: '6 days · 29/11/26 – 04/12/26' and the price. */
function CompactFacts({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  if (item.product.type === 'buy') {
    return (
      <p className={styles.lineMeta}>
        {t('cartLine.preUsed')} · {formatRupees(item.price)}
      </p>
    );
  }
  return (
    <>
      <p className={styles.lineMeta}>
        {t('listing.days', { days: item.period })} ·{' '}
        {item.deliveryDate && item.returnDate
          ? `${formatCartDate(item.deliveryDate)} – ${formatCartDate(item.returnDate)}`
          : '-'}
      </p>
      <p className={styles.lineMeta}>
        {t('product.rent')} <strong className="price">{formatRupees(item.rent)}</strong> +{' '}
        {t('cartLine.deposit')} <strong className="price">{formatRupees(item.deposit)}</strong>
      </p>
    </>
  );
}
