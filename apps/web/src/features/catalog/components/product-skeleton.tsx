import { useShopTexts } from '@/i18n/texts/shop';
import styles from './product-detail.module.css';

/** The product page's outline while it loads (same boxes, so nothing jumps). */
export function ProductSkeleton() {
  const { t } = useShopTexts();
  return (
    <div className="container" aria-busy="true">
      <span className="visually-hidden">{t('listing.loadingPiece')}</span>
      <div className="skeleton" style={{ height: 16, width: 260, margin: '24px 0 16px' }} />
      <div className={styles.layout}>
        <div className="skeleton" style={{ aspectRatio: '1 / 1', width: '100%' }} />
        <div>
          <div className="skeleton" style={{ height: 36, width: '80%', marginBottom: 16 }} />
          <div className="skeleton" style={{ height: 20, width: '50%', marginBottom: 24 }} />
          <div className="skeleton" style={{ height: 120, marginBottom: 16 }} />
          <div className="skeleton" style={{ height: 280 }} />
        </div>
      </div>
    </div>
  );
}
