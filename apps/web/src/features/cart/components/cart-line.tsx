import { formatCartDate, formatRupees } from '@vastra/shared/rules';
import type { CartItem } from '@vastra/shared/schemas';
import { measurementsText } from '@vastra/shared/schemas';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { productHref } from '../lib/product-href';
import styles from './cart.module.css';
import { ItemDateCheck } from './item-date-check';

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
            Part of the outfit {item.kit.name}
          </p>
        ) : null}
        <p className={styles.lineMeta}>
          <span className="small-caps">Code</span> {product.code} · <span className="small-caps">Size</span>{' '}
          {product.sizeLabel}
        </p>
        {compact ? (
          <CompactFacts item={item} />
        ) : product.type === 'rent' ? (
          <dl className={styles.lineFacts}>
            <div>
              <dt>Rental period</dt>
              <dd>{item.period} days</dd>
            </div>
            <div>
              <dt>Event date</dt>
              <dd data-testid="cart-event-date">{item.eventDate ? formatCartDate(item.eventDate) : '-'}</dd>
            </div>
            <div>
              <dt>Delivery date</dt>
              <dd data-testid="cart-delivery-date">
                {item.deliveryDate ? formatCartDate(item.deliveryDate) : '-'}
              </dd>
            </div>
            <div>
              <dt>Return date</dt>
              <dd data-testid="cart-return-date">
                {item.returnDate ? formatCartDate(item.returnDate) : '-'}
              </dd>
            </div>
            <div>
              <dt>Rent</dt>
              <dd className="price">{formatRupees(item.rent)}</dd>
            </div>
            <div>
              <dt>Refundable deposit</dt>
              <dd className="price">{formatRupees(item.deposit)}</dd>
            </div>
          </dl>
        ) : (
          <dl className={styles.lineFacts}>
            <div>
              <dt>Pre-used sale price</dt>
              <dd className="price">{formatRupees(item.price)}</dd>
            </div>
            <div>
              <dt>Original MRP</dt>
              <dd className="price">{formatRupees(product.mrp)}</dd>
            </div>
          </dl>
        )}
        {!compact && product.type === 'rent' ? <ItemDateCheck item={item} /> : null}
        {!compact && sizes ? (
          <p className={styles.lineNote}>
            <span className={styles.noteLabel}>Measurements (inches):</span> {sizes}
          </p>
        ) : null}
        {!compact && item.remark ? (
          <p className={styles.lineNote}>
            <span className={styles.noteLabel}>Remark:</span> {item.remark}
          </p>
        ) : null}
        {onEdit || onRemove ? (
          <div className={styles.lineActions}>
            {onEdit ? (
              <button type="button" className="btn btn-outline" onClick={onEdit}>
                <Pencil size={16} aria-hidden="true" />
                Edit<span className="visually-hidden"> {product.name}</span>
              </button>
            ) : null}
            {onRemove ? (
              <button type="button" className="btn btn-ghost" onClick={onRemove}>
                <Trash2 size={16} aria-hidden="true" />
                Remove<span className="visually-hidden"> {product.name}</span>
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
  if (item.product.type === 'buy') {
    return <p className={styles.lineMeta}>Pre-used · {formatRupees(item.price)}</p>;
  }
  return (
    <>
      <p className={styles.lineMeta}>
        {item.period} days ·{' '}
        {item.deliveryDate && item.returnDate
          ? `${formatCartDate(item.deliveryDate)} – ${formatCartDate(item.returnDate)}`
          : '-'}
      </p>
      <p className={styles.lineMeta}>
        Rent <strong className="price">{formatRupees(item.rent)}</strong> + deposit{' '}
        <strong className="price">{formatRupees(item.deposit)}</strong>
      </p>
    </>
  );
}
