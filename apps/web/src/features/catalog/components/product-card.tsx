import { formatRupees } from '@vastra/shared/rules';
import type { ProductCard as ProductCardData } from '@vastra/shared/schemas';
import { type MouseEvent, memo, type ReactNode } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { useShopTexts } from '@/i18n/texts/shop';
import { Link } from '@/lib/link';
import styles from './product-card.module.css';

type ProductCardProps = {
  product: ProductCardData;
  /** The wishlist heart, placed at the picture's corner. */
  action?: ReactNode;
  /** Picture sizes for srcset at this grid's column count. */
  sizes: string;
  priority?: boolean;
  layout?: 'grid' | 'list';
  /** Carried to the product page: the listing's event date and period ('?eventDate=…&period=…'). */
  search?: string;
  /** Lets the listing step in before opening the product (the 'Select Size' dialog). */
  onOpen?: (product: ProductCardData, event: MouseEvent<HTMLAnchorElement>) => void;
};

/**
 * A rental card: picture 330:400, code and size in small caps, rent and MRP on one line. Drawn
 * again only when its props change: a listing drawn again for its screen leaves its cards alone
 * (record 50).
 */
export const ProductCard = memo(function ProductCard(props: ProductCardProps) {
  const { t } = useShopTexts();
  const { product, action, sizes, priority, layout = 'grid', onOpen } = props;
  const href = paths.product.getHref(product.slug, product.code, props.search);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    onOpen?.(product, event);
  };
  return (
    <article
      className={`${styles.card} ${layout === 'list' ? styles.list : ''}`}
      data-testid="product-card"
      data-code={product.code}
    >
      <div className={styles.media}>
        <Link to={href} tabIndex={-1} aria-hidden="true" onClick={handleClick} className={styles.imageLink}>
          {product.image ? (
            <ResponsiveImage
              urls={product.image.card}
              alt=""
              width={330}
              height={400}
              sizes={sizes}
              priority={priority}
              className={styles.image}
            />
          ) : (
            <span className={styles.noImage} />
          )}
        </Link>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={href} onClick={handleClick}>
            {product.name}
          </Link>
        </h3>
        <dl className={styles.meta}>
          <div>
            <dt>{t('listing.code')}</dt>
            <dd>{product.code}</dd>
          </div>
          <div>
            <dt>{t('listing.size')}</dt>
            <dd>{product.sizeLabel}</dd>
          </div>
        </dl>
        <p className={styles.prices}>
          <span>
            <span className={styles.priceLabel}>Rent</span>{' '}
            <strong className="price">{formatRupees(product.rent)}</strong>
          </span>
          <span className={styles.mrp}>
            <span className={styles.priceLabel}>MRP</span>{' '}
            <span className="price">{formatRupees(product.mrp)}</span>
          </span>
        </p>
      </div>
    </article>
  );
});

/** The same card's outline while the listing loads. */
export function ProductCardSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'list' }) {
  return (
    <div className={`${styles.card} ${layout === 'list' ? styles.list : ''}`} aria-hidden="true">
      <div className={`${styles.media} skeleton`} style={{ aspectRatio: '330 / 400' }} />
      <div className={styles.body}>
        <div className="skeleton" style={{ height: 18, width: '80%', marginBottom: 8 }} />
        <div className="skeleton" style={{ height: 14, width: '60%', marginBottom: 8 }} />
        <div className="skeleton" style={{ height: 16, width: '70%' }} />
      </div>
    </div>
  );
}
