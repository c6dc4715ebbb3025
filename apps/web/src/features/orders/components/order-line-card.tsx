import { formatOrderDate, formatRupees } from '@vastra/shared/rules';
import type { OrderDetail } from '@vastra/shared/schemas';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useTranslation } from '@/i18n';
import { linePictureUrls } from '../lib/line-picture';
import styles from './orders.module.css';
import '@/i18n/texts/orders';

type Line = OrderDetail['lines'][number];

/** The piece of an order line: picture, name, code, size, the rental's dates (DD/MM/YYYY), prices. */
export function OrderLineSummary({ line }: { line: Line }) {
  const { t } = useTranslation();
  return (
    <div className={styles.lineSummary} data-testid="order-line" data-code={line.productCode}>
      <span className={styles.linePicture}>
        {line.imageKey ? (
          <ResponsiveImage
            urls={linePictureUrls(line.imageKey)}
            alt=""
            width={110}
            height={133}
            sizes="110px"
          />
        ) : null}
      </span>
      <div className={styles.lineText}>
        <p className={styles.lineName}>{line.productName}</p>
        <dl className={styles.facts}>
          <Fact label={t('product.code')} value={line.productCode} />
          <Fact label={t('product.size')} value={line.sizeLabel} />
          {line.type === 'rent' ? (
            <>
              <Fact
                label={t('listing.eventDate')}
                value={line.eventDate ? formatOrderDate(line.eventDate) : '-'}
              />
              <Fact
                label={t('listing.period')}
                value={line.period ? t('listing.days', { days: line.period }) : '-'}
              />
              <Fact
                label={t('product.deliveryDate')}
                value={line.deliveryDate ? formatOrderDate(line.deliveryDate) : '-'}
              />
              <Fact
                label={t('product.returnDate')}
                value={line.returnDate ? formatOrderDate(line.returnDate) : '-'}
              />
              <Fact label={t('product.rent')} value={formatRupees(line.rent)} />
              <Fact label={t('product.deposit')} value={formatRupees(line.deposit)} />
            </>
          ) : (
            <Fact label={t('orders.preUsedPrice')} value={formatRupees(line.price)} />
          )}
        </dl>
      </div>
    </div>
  );
}

/** One labelled value; `wide` takes a whole row on a phone (long numbers). */
export function Fact(props: { label: string; value: string; testId?: string; wide?: boolean }) {
  const { label, value, testId, wide = false } = props;
  return (
    <div className={wide ? styles.wide : undefined}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
