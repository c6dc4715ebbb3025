import type { ProductDetail, Settings } from '@vastra/shared/schemas';
import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import { PageState } from '@/components/ui/page-state';
import { paths } from '@/config/paths';
import { useBookingTexts } from '@/i18n/texts/booking';
import { isApiError } from '@/lib/api-client';
import { InTurn } from '@/lib/hydrate-in-turns';
import { Link } from '@/lib/link';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { useProduct } from '../api/get-product';
import styles from './product-detail.module.css';
import { AdditionalInformation } from './product-facts';
import { ProductGallery } from './product-gallery';
import { ProductSkeleton } from './product-skeleton';
import { ShareButton } from './share-button';

/** A product page's data: a placeholder while it loads, 'not found' or 'could not load' if it fails. */
export function ProductPageData(props: {
  code: string;
  children: (product: ProductDetail, settings: Settings) => ReactNode;
}) {
  const product = useProduct(props.code);
  const settings = useSettings();
  if (product.isError) return <ProductNotFound notFound={isApiError(product.error, 404)} />;
  if (!product.data || !settings.data) return <ProductSkeleton />;
  return props.children(product.data, settings.data);
}

type ProductPageFrameProps = {
  product: ProductDetail;
  crumbs: Crumb[];
  /** What a share says about the piece. */
  shareText: string;
  /** Under the name: price, facts, booking, help. */
  children: ReactNode;
  /** After the additional information, e.g. related pieces. */
  after?: ReactNode;
  /** The bar that stays at the foot of a phone's screen: what is chosen, and the button. */
  stickyBar: { label: string; title: string; price: string; action: ReactNode };
  loginDialog: ReactNode;
};

/** The frame of a product page, rental or sale: breadcrumb, gallery, name and share, details, sticky bar. */
export function ProductPageFrame(props: ProductPageFrameProps) {
  const { product, stickyBar } = props;
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb items={props.crumbs} />
      <div className={styles.layout}>
        <InTurn id="product-gallery">
          <ProductGallery images={product.images} name={product.name} />
        </InTurn>
        <InTurn id="product-info">
          <div className={styles.info}>
            <div className={styles.titleRow}>
              <h1 className={styles.name}>{product.name}</h1>
              <ShareButton title={product.name} text={props.shareText} />
            </div>
            {props.children}
          </div>
        </InTurn>
      </div>
      <InTurn id="product-additional">
        <AdditionalInformation product={product} />
      </InTurn>
      {props.after}
      <section className={styles.stickyBar} aria-label={stickyBar.label}>
        <div>
          <span className={styles.stickyLabel}>{stickyBar.title}</span>
          <strong className="price">{stickyBar.price}</strong>
        </div>
        {stickyBar.action}
      </section>
      {props.loginDialog}
    </div>
  );
}

function ProductNotFound({ notFound }: { notFound: boolean }) {
  const { t } = useBookingTexts();
  usePageMeta({
    title: notFound ? t('product.notFoundTitle') : t('product.wrongTitle'),
    description: t('product.notFoundDescription'),
    noIndex: true,
  });
  return (
    <div className="container">
      <PageState level={1} title={notFound ? t('product.notInCollection') : t('product.loadFailed')}>
        <p>{t('product.retired')}</p>
        <Link className="btn btn-primary" to={paths.home.getHref()}>
          {t('product.backToCollection')}
        </Link>
      </PageState>
    </div>
  );
}
