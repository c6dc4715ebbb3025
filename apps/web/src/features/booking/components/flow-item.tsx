import type { ProductCard } from '@vastra/shared/schemas';
import type { ReactNode } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import styles from './booking-flow.module.css';

type FlowItemProps = {
  product: Pick<ProductCard, 'name' | 'code' | 'sizeLabel' | 'image'>;
  children?: ReactNode;
};

/** The piece a dialog is about: small picture, name, code and size, and any further lines. */
export function FlowItem({ product, children }: FlowItemProps) {
  return (
    <div className={styles.item}>
      {product.image ? (
        <ResponsiveImage
          urls={product.image.card}
          alt=""
          width={66}
          height={80}
          sizes="66px"
          className={styles.thumb}
        />
      ) : (
        <span className={styles.thumb} />
      )}
      <div className={styles.itemText}>
        <p className={styles.itemName}>{product.name}</p>
        <p className={styles.itemMeta}>
          <span className="small-caps">Code</span> {product.code} · <span className="small-caps">Size</span>{' '}
          {product.sizeLabel}
        </p>
        {children}
      </div>
    </div>
  );
}
