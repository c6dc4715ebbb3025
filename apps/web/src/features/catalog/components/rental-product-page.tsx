import { formatRupees } from '@vastra/shared/rules';
import type { ProductDetail, Settings } from '@vastra/shared/schemas';
import { Link } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { RentalBooking, rentalSummary, useRentalChoice, useRentNow } from '@/features/booking';
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
import { RelatedProducts } from './related-products';
import { RelationshipManagerBox } from './relationship-manager';
import { ShareButton } from './share-button';

/** /product/{slug}/{code}: the rental detail page. */
export function RentalProductPage({ code }: { code: string }) {
  const product = useProduct(code);
  const settings = useSettings();
  if (product.isError) return <ProductNotFound notFound={isApiError(product.error, 404)} />;
  if (!product.data || !settings.data) return <ProductSkeleton />;
  return <RentalProduct product={product.data} settings={settings.data} />;
}

function RentalProduct({ product, settings }: { product: ProductDetail; settings: Settings }) {
  const choice = useRentalChoice(product, settings.rental);
  const { onRentNow, loginDialog } = useRentNow();
  const rentNow = () =>
    onRentNow({
      product,
      eventDate: choice.eventDate,
      period: choice.period,
      rent: choice.rent,
      clearEventDate: () => choice.setEventDate(null),
    });

  usePageMeta({
    title: `${product.name} (${product.code}) on rent`,
    description: `Rent ${product.name} from ${formatRupees(product.rent)} for ${settings.rental.defaultPeriod} days at Vastra ${product.branchName}. Size ${product.sizeLabel}, MRP ${formatRupees(product.mrp)}.`,
  });

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb
        items={[
          { label: 'Home', href: paths.home.getHref() },
          { label: product.group === 'men' ? 'Men' : 'Women', href: paths.category.getHref(product.group) },
          {
            label: product.categoryName,
            href: paths.listing.getHref(product.categorySlug, product.categoryCode),
          },
          { label: product.name },
        ]}
      />
      <div className={styles.layout}>
        <ProductGallery images={product.images} name={product.name} />
        <div className={styles.info}>
          <div className={styles.titleRow}>
            <h1 className={styles.name}>{product.name}</h1>
            <ShareButton title={product.name} text={`${product.name} on rent at Vastra`} />
          </div>
          <ProductFacts
            facts={[
              ['Code', product.code],
              ['Rent', `${formatRupees(choice.rent)} for ${choice.period} days`],
              ['Refundable deposit', formatRupees(choice.deposit)],
              ['Size', product.sizeLabel],
              ['Location', product.branchName],
              ['MRP', formatRupees(product.mrp)],
            ]}
          />
          <RentalBooking
            product={product}
            choice={choice}
            periods={settings.rental.periods}
            onRentNow={rentNow}
          />
          <div className={styles.actions}>
            <WishlistButton code={product.code} variant="text" />
          </div>
          <ProductHelp
            categoryCode={product.categoryCode}
            group={product.group}
            isAccessory={product.isAccessory}
            settings={settings}
          />
          <RelationshipManagerBox />
        </div>
      </div>
      <AdditionalInformation product={product} />
      <RelatedProducts items={product.related} cardAction={(p) => <WishlistButton code={p.code} />} />

      <section className={styles.stickyBar} aria-label="Rental summary">
        <div>
          <span className={styles.stickyLabel}>
            {choice.eventDate ? 'Your rental' : 'Choose your event date'}
          </span>
          <strong className="price">{rentalSummary(choice.period, choice.rent)}</strong>
        </div>
        {product.isOnline ? (
          <button type="button" className="btn btn-primary" onClick={rentNow}>
            Rent Now
          </button>
        ) : null}
      </section>
      {loginDialog}
    </div>
  );
}

export function ProductNotFound({ notFound }: { notFound: boolean }) {
  usePageMeta({
    title: notFound ? 'Piece not found' : 'Something went wrong',
    description: 'This piece is not in the Vastra collection.',
    noIndex: true,
  });
  return (
    <div className="container">
      <PageState
        level={1}
        title={notFound ? 'This piece is not in our collection' : 'We could not load this piece'}
      >
        <p>It may have been retired from the wardrobe. Our other pieces are waiting for you.</p>
        <Link className="btn btn-primary" to={paths.home.getHref()}>
          Back to the collection
        </Link>
      </PageState>
    </div>
  );
}
