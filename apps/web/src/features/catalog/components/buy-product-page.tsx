import { formatRupees } from '@vastra/shared/rules';
import type { ProductDetail, Settings } from '@vastra/shared/schemas';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { paths } from '@/config/paths';
import { useBuyNow } from '@/features/booking';
import { WishlistButton } from '@/features/wishlist';
import { isApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { useProduct } from '../api/get-product';
import styles from './product-detail.module.css';
import { AdditionalInformation, ProductFacts } from './product-facts';
import { ProductGallery } from './product-gallery';
import { ProductHelp } from './product-help';
import { ProductSkeleton } from './product-skeleton';
import { ProductNotFound } from './rental-product-page';
import { buyNowLabel } from './sale-card';
import { ShareButton } from './share-button';

/** /productbuy/{slug}/{code}: a pre-used piece for sale. */
export function BuyProductPage({ code }: { code: string }) {
  const product = useProduct(code);
  const settings = useSettings();
  if (product.isError) return <ProductNotFound notFound={isApiError(product.error, 404)} />;
  if (!product.data || !settings.data) return <ProductSkeleton />;
  return <BuyProduct product={product.data} settings={settings.data} />;
}

function BuyProduct({ product, settings }: { product: ProductDetail; settings: Settings }) {
  const { onBuyNow, loginDialog } = useBuyNow();
  usePageMeta({
    title: `${product.name} (${product.code}) pre-used sale`,
    description: `Buy the pre-used ${product.name} for ${formatRupees(product.salePrice)} (MRP ${formatRupees(product.mrp)}) at Vastra ${product.branchName}.`,
  });
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb
        items={[
          { label: 'Home', href: paths.home.getHref() },
          { label: 'The Shop', href: paths.buy.getHref() },
          { label: product.name },
        ]}
      />
      <div className={styles.layout}>
        <ProductGallery images={product.images} name={product.name} />
        <div className={styles.info}>
          <div className={styles.titleRow}>
            <h1 className={styles.name}>{product.name}</h1>
            <ShareButton title={product.name} text={`${product.name}, pre-used, at Vastra`} />
          </div>
          <p className={styles.salePrice}>
            <strong className="price">{formatRupees(product.salePrice)}</strong>
            {product.mrp ? (
              <s className="price">
                <span className="visually-hidden">Original MRP </span>
                {formatRupees(product.mrp)}
              </s>
            ) : null}
          </p>
          <ProductFacts
            facts={[
              ['Code', product.code],
              ['Pre-used sale price', formatRupees(product.salePrice)],
              ['Original MRP', formatRupees(product.mrp)],
              ['Size', product.sizeLabel],
              ['Location', product.branchName],
            ]}
          />
          <div className={styles.actions}>
            <button type="button" className="btn btn-primary" onClick={() => onBuyNow(product)}>
              {buyNowLabel(product.salePrice)}
            </button>
            <WishlistButton code={product.code} variant="text" uppercase />
          </div>
          <p className={styles.note}>
            Booking advance {settings.advance.buyPct}% now; the balance before delivery.
          </p>
          <ProductHelp
            categoryCode={product.categoryCode}
            group={product.group}
            isAccessory={product.isAccessory}
            settings={settings}
            topics={['size', 'measure']}
          />
        </div>
      </div>
      <AdditionalInformation product={product} />
      <section className={styles.stickyBar} aria-label="Price">
        <div>
          <span className={styles.stickyLabel}>Pre-used sale</span>
          <strong className="price">{formatRupees(product.salePrice)}</strong>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => onBuyNow(product)}>
          BUY NOW
        </button>
      </section>
      {loginDialog}
    </div>
  );
}
