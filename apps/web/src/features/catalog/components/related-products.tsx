import type { ProductCard as ProductCardData } from '@vastra/shared/schemas';
import type { ReactNode } from 'react';
import { useShopTexts } from '@/i18n/texts/shop';
import { InTurn } from '@/lib/hydrate-in-turns';
import { ProductCard } from './product-card';
import styles from './product-detail.module.css';

/** 'You may also like': related pieces, linking to their pages. */
export function RelatedProducts({
  items,
  cardAction,
}: {
  items: ProductCardData[];
  cardAction?: (p: ProductCardData) => ReactNode;
}) {
  const { t } = useShopTexts();
  if (items.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title">{t('listing.related')}</h2>
      <ul className={styles.relatedGrid}>
        {items.slice(0, 8).map((p) => (
          <li key={p.code}>
            <InTurn id={`related-${p.code}`}>
              <ProductCard
                product={p}
                sizes="(max-width: 768px) calc(50vw - 22px), calc((min(100vw, 1240px) - 112px) / 4)"
                action={cardAction?.(p)}
              />
            </InTurn>
          </li>
        ))}
      </ul>
    </section>
  );
}
