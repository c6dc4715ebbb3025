import { formatRupees } from '@vastra/shared/rules';
import type { ProductDetail, Settings } from '@vastra/shared/schemas';
import { paths } from '@/config/paths';
import { useBuyNow } from '@/features/booking';
import { WishlistButton } from '@/features/wishlist';
import { usePageMeta } from '@/lib/page-meta';
import styles from './product-detail.module.css';
import { ProductFacts } from './product-facts';
import { ProductHelp } from './product-help';
import { ProductPageData, ProductPageFrame } from './product-page';
import { buyNowLabel } from './sale-card';

/** /productbuy/{slug}/{code}: a pre-used piece for sale. */
export function BuyProductPage({ code }: { code: string }) {
  return (
    <ProductPageData code={code}>
      {(product, settings) => <BuyProduct product={product} settings={settings} />}
    </ProductPageData>
  );
}

function BuyProduct({ product, settings }: { product: ProductDetail; settings: Settings }) {
  const { onBuyNow, loginDialog } = useBuyNow();
  usePageMeta({
    title: `${product.name} (${product.code}) pre-used sale`,
    description: `Buy the pre-used ${product.name} for ${formatRupees(product.salePrice)} (MRP ${formatRupees(product.mrp)}) at Vastra ${product.branchName}.`,
  });
  return (
    <ProductPageFrame
      product={product}
      crumbs={[
        { label: 'Home', href: paths.home.getHref() },
        { label: 'The Shop', href: paths.buy.getHref() },
        { label: product.name },
      ]}
      shareText={`${product.name}, pre-used, at Vastra`}
      stickyBar={{
        label: 'Price',
        title: 'Pre-used sale',
        price: formatRupees(product.salePrice),
        action: (
          <button type="button" className="btn btn-primary" onClick={() => onBuyNow(product)}>
            BUY NOW
          </button>
        ),
      }}
      loginDialog={loginDialog}
    >
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
    </ProductPageFrame>
  );
}
