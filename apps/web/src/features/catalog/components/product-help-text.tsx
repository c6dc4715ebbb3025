import { MEASUREMENT_FIELDS, MEASUREMENT_LABELS, type Settings } from '@vastra/shared/schemas';
import { useFormat } from '@/i18n/format';
import { useServerMessage } from '@/i18n/messages';
import { useBookingTexts } from '@/i18n/texts/booking';
import '@/i18n/texts/booking-dialogs';
import { useSizes } from '../api/get-sizes';
import styles from './product-detail.module.css';
import { SizeChart } from './size-chart';

export type Topic = 'fitting' | 'deposit' | 'delivery' | 'size' | 'measure';

type HelpTextProps = {
  topic: Topic;
  categoryCode: string;
  group: 'men' | 'women';
  isAccessory: boolean;
  settings: Settings;
};

/**
 * The text of one of the product page's help dialogs, in its own chunk with its texts (record 29,
 * addendum 3): loaded when a help link is first pressed.
 */
export default function HelpText({ topic, categoryCode, group, isAccessory, settings }: HelpTextProps) {
  const { t } = useBookingTexts();
  const message = useServerMessage();
  const { money } = useFormat();
  const sizes = useSizes({ category: categoryCode }, topic === 'size' && !isAccessory);
  switch (topic) {
    case 'fitting':
      return (
        <>
          <p>{t('help.fitting1')}</p>
          <p>{t('help.fitting2')}</p>
        </>
      );
    case 'deposit':
      return (
        <>
          <p>{t('help.deposit1', { days: settings.deposit.refundWithinDays })}</p>
          <p>{t('help.deposit2', { days: settings.deposit.damageNoticeBusinessDays })}</p>
        </>
      );
    case 'delivery':
      return (
        <>
          <p>
            <strong>{t('help.home')}</strong>{' '}
            {t('help.homeText', { fee: money(settings.delivery.homeFee), km: settings.delivery.radiusKm })}
          </p>
          <p>
            <strong>{t('help.pickup')}</strong>{' '}
            {t('help.pickupText', {
              fee: settings.delivery.pickupFee === 0 ? t('help.free') : money(settings.delivery.pickupFee),
              hours: settings.support.hours,
            })}
          </p>
        </>
      );
    case 'size':
      if (isAccessory) return <p>{t('product.noSizeChart')}</p>;
      return sizes.isPending ? (
        <div className="skeleton" style={{ height: 200 }} />
      ) : (
        <SizeChart sizes={sizes.data ?? []} group={group} />
      );
    case 'measure':
      if (isAccessory) return <p>{t('product.noMeasureGuide')}</p>;
      return (
        <ol className={styles.measureSteps}>
          {MEASUREMENT_FIELDS[group].map((field) => (
            <li key={field}>
              <strong>{message(MEASUREMENT_LABELS[field])}</strong>
              <span>{t(`help.steps.${field}`)}</span>
            </li>
          ))}
        </ol>
      );
  }
}
