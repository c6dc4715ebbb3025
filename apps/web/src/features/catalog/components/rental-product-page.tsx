import { formatRupees, productPageTitle } from '@vastra/shared/rules';
import type { ProductDetail, Settings } from '@vastra/shared/schemas';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { RentalBooking, rentalSummary, useRentalChoice, useRentNow } from '@/features/booking';
import { BookTrial } from '@/features/trials';
import { WishlistButton } from '@/features/wishlist';
import { useTranslation } from '@/i18n';
import { useFormat } from '@/i18n/format';
import { usePageMeta } from '@/lib/page-meta';
import { readRentalChoice, rentalChoiceSearch } from '@/lib/rental-choice-params';
import { keepScroll } from '@/lib/scroll-restoration';
import styles from './product-detail.module.css';
import { ProductFacts } from './product-facts';
import { ProductHelp } from './product-help';
import { ProductPageData, ProductPageFrame } from './product-page';
import { RelatedProducts } from './related-products';
import { RelationshipManagerBox } from './relationship-manager';

/** /product/{slug}/{code}: the rental detail page. */
export function RentalProductPage({ code }: { code: string }) {
  return (
    <ProductPageData code={code}>
      {(product, settings) => <RentalProduct product={product} settings={settings} />}
    </ProductPageData>
  );
}

function RentalProduct({ product, settings }: { product: ProductDetail; settings: Settings }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const [params, setParams] = useSearchParams();
  // The event date and period come from the listing's link, or back from the login page.
  const [carried] = useState(() => readRentalChoice(params));
  const choice = useRentalChoice(product, settings.rental, carried);
  // The choice stays in the URL, so a reload or a login midway keeps it.
  const search = rentalChoiceSearch({ eventDate: choice.eventDate, period: choice.period });
  useEffect(() => {
    if (choice.bookedLoading) return;
    if (`?${params}` === search || (!search && params.size === 0)) return;
    setParams(new URLSearchParams(search), { replace: true, state: keepScroll });
  }, [search, params, setParams, choice.bookedLoading]);
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
    title: productPageTitle(product),
    description: `Rent ${product.name} from ${formatRupees(product.rent)} for ${settings.rental.defaultPeriod} days at Vastra ${product.branchName}. Size ${product.sizeLabel}, MRP ${formatRupees(product.mrp)}.`,
  });

  return (
    <ProductPageFrame
      product={product}
      crumbs={[
        { label: t('listing.home'), href: paths.home.getHref() },
        {
          label: product.group === 'men' ? t('listing.men') : t('listing.women'),
          href: paths.category.getHref(product.group),
        },
        {
          label: product.categoryName,
          href: paths.listing.getHref(product.categorySlug, product.categoryCode),
        },
        { label: product.name },
      ]}
      shareText={`${product.name} on rent at Vastra`}
      after={<RelatedProducts items={product.related} cardAction={(p) => <WishlistButton code={p.code} />} />}
      stickyBar={{
        label: t('product.summaryLabel'),
        title: choice.eventDate ? t('product.yourRental') : t('product.chooseDate'),
        price: rentalSummary(t, choice.period, choice.rent),
        action: product.isOnline ? (
          <button type="button" className="btn btn-primary" onClick={rentNow}>
            {t('product.rentNow')}
          </button>
        ) : null,
      }}
      loginDialog={loginDialog}
    >
      <ProductFacts
        facts={[
          [t('product.code'), product.code],
          [t('product.rent'), t('product.rentFor', { rent: money(choice.rent), days: choice.period })],
          [t('product.deposit'), money(choice.deposit)],
          [t('product.size'), product.sizeLabel],
          [t('product.location'), product.branchName],
          [t('product.mrp'), money(product.mrp)],
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
      {product.isOnline ? <BookTrial code={product.code} branchName={product.branchName} /> : null}
      <ProductHelp
        categoryCode={product.categoryCode}
        group={product.group}
        isAccessory={product.isAccessory}
        settings={settings}
      />
      <RelationshipManagerBox />
    </ProductPageFrame>
  );
}
