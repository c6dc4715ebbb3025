import { formatRupees } from '@vastra/shared/rules';
import type { ProductCard } from '@vastra/shared/schemas';
import type { ReactNode } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { useSaleTexts } from '@/i18n/texts/sale';
import { Link } from '@/lib/link';
import cardStyles from './product-card.module.css';
import styles from './sale-card.module.css';

/** 'BUY NOW- ₹ 12,000': the sale's button text (the shop's wording, Indian digit grouping). */
export function useBuyNowLabel(): (price: number | null) => string {
  const { t } = useSaleTexts();
  return (price) => t('card.buyNow', { price: formatRupees(price).replace('₹', '₹ ') });
}

/** A pre-used sale card: picture, name, size and the BUY NOW button to its page. */
export function SaleCard({
  product,
  action,
  sizes,
  priority,
}: {
  product: ProductCard;
  action?: ReactNode;
  sizes: string;
  priority?: boolean;
}) {
  const href = paths.productBuy.getHref(product.slug, product.code);
  const { t } = useSaleTexts();
  const buyNowLabel = useBuyNowLabel();
  return (
    <article className={cardStyles.card} data-testid="sale-card" data-code={product.code}>
      <div className={cardStyles.media}>
        <Link to={href} tabIndex={-1} aria-hidden="true" className={cardStyles.imageLink}>
          {product.image ? (
            <ResponsiveImage
              urls={product.image.card}
              alt=""
              width={330}
              height={400}
              sizes={sizes}
              priority={priority}
              className={cardStyles.image}
            />
          ) : null}
        </Link>
        {action ? <div className={cardStyles.action}>{action}</div> : null}
      </div>
      <div className={cardStyles.body}>
        <h3 className={cardStyles.name}>
          <Link to={href}>{product.name}</Link>
        </h3>
        <p className={styles.meta}>
          <span className="small-caps">{product.code}</span> ·{' '}
          <span className="small-caps">{t('card.size', { size: product.sizeLabel })}</span>
          {product.mrp ? (
            <>
              {' '}
              · {t('card.mrp')} <s className="price">{formatRupees(product.mrp)}</s>
            </>
          ) : null}
        </p>
        <Link
          to={href}
          className={`btn btn-primary ${styles.buy}`}
          aria-label={`${buyNowLabel(product.salePrice)}: ${product.name}`}
        >
          {buyNowLabel(product.salePrice)}
        </Link>
      </div>
    </article>
  );
}
