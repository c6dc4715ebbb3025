import { formatRupees } from '@vastra/shared/rules';
import type { ProductDetail, Settings } from '@vastra/shared/schemas';
import { paths } from '@/config/paths';
import { useBuyNow } from '@/features/booking';
import { WishlistButton } from '@/features/wishlist';
import { useTranslation } from '@/i18n';
import { useSaleTexts } from '@/i18n/texts/sale';
import { usePageMeta } from '@/lib/page-meta';
import styles from './product-detail.module.css';
import { ProductFacts } from './product-facts';
import { ProductHelp } from './product-help';
import { ProductPageData, ProductPageFrame } from './product-page';
import { useBuyNowLabel } from './sale-card';

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
  const { t } = useTranslation();
  const { t: ts } = useSaleTexts();
  const buyNowLabel = useBuyNowLabel();
  usePageMeta({
    title: ts('product.metaTitle', {
      name: product.name,
      code: product.code,
      price: formatRupees(product.salePrice ?? 0),
    }),
    description: ts('product.metaDescription', {
      name: product.name,
      price: formatRupees(product.salePrice),
      mrp: formatRupees(product.mrp),
      branch: product.branchName,
    }),
  });
  return (
    <ProductPageFrame
      product={product}
      crumbs={[
        { label: t('listing.home'), href: paths.home.getHref() },
        { label: ts('listing.shop'), href: paths.buy.getHref() },
        { label: product.name },
      ]}
      shareText={ts('product.share', { name: product.name })}
      stickyBar={{
        label: ts('product.price'),
        title: ts('product.preUsedSale'),
        price: formatRupees(product.salePrice),
        action: (
          <button type="button" className="btn btn-primary" onClick={() => onBuyNow(product)}>
            {ts('product.buyNow')}
          </button>
        ),
      }}
      loginDialog={loginDialog}
    >
      <p className={styles.salePrice}>
        <strong className="price">{formatRupees(product.salePrice)}</strong>
        {product.mrp ? (
          <s className="price">
            <span className="visually-hidden">{ts('product.originalMrpHidden')}</span>
            {formatRupees(product.mrp)}
          </s>
        ) : null}
      </p>
      <ProductFacts
        facts={[
          [ts('product.code'), product.code],
          [ts('product.salePrice'), formatRupees(product.salePrice)],
          [ts('product.originalMrp'), formatRupees(product.mrp)],
          [ts('product.size'), product.sizeLabel],
          [ts('product.location'), product.branchName],
        ]}
      />
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => onBuyNow(product)}>
          {buyNowLabel(product.salePrice)}
        </button>
        <WishlistButton code={product.code} variant="text" uppercase />
      </div>
      <p className={styles.note}>{ts('product.advance', { pct: settings.advance.buyPct })}</p>
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
