import { MEASUREMENT_FIELDS, MEASUREMENT_LABELS, type Settings } from '@vastra/shared/schemas';
import { Dialog } from '@vastra/ui/dialog';
import { Ruler, Scissors, ShieldCheck, Shirt, Truck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useFormat } from '@/i18n/format';
import { useServerMessage } from '@/i18n/messages';
import { useBookingTexts } from '@/i18n/texts/booking';
import { useSizes } from '../api/get-sizes';
import styles from './product-detail.module.css';
import { SizeChart } from './size-chart';

type Topic = 'fitting' | 'deposit' | 'delivery' | 'size' | 'measure';

type ProductHelpProps = {
  categoryCode: string;
  group: 'men' | 'women';
  isAccessory: boolean;
  settings: Settings;
  /** The sale page shows only the size guide and how to measure. */
  topics?: Topic[];
};

const ICONS: Record<Topic, ReactNode> = {
  fitting: <Scissors size={16} aria-hidden="true" />,
  deposit: <ShieldCheck size={16} aria-hidden="true" />,
  delivery: <Truck size={16} aria-hidden="true" />,
  size: <Shirt size={16} aria-hidden="true" />,
  measure: <Ruler size={16} aria-hidden="true" />,
};

/** The product page's help links and their dialogs. */
export function ProductHelp({ categoryCode, group, isAccessory, settings, topics }: ProductHelpProps) {
  const [open, setOpen] = useState<Topic | null>(null);
  const { t } = useBookingTexts();
  const message = useServerMessage();
  const { money } = useFormat();
  const shown = topics ?? (['fitting', 'deposit', 'delivery', 'size', 'measure'] as Topic[]);
  const sizes = useSizes({ category: categoryCode }, open === 'size' && !isAccessory);

  const body = (topic: Topic): ReactNode => {
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
  };

  return (
    <>
      <ul className={styles.helpLinks}>
        {shown.map((topic) => (
          <li key={topic}>
            <button type="button" className={styles.helpLink} onClick={() => setOpen(topic)}>
              {ICONS[topic]}
              {t(`help.${topic}`)}
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={open !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={open ? t(`help.${open}`) : ''}
        size={open === 'size' ? 'md' : 'sm'}
      >
        {open ? body(open) : null}
      </Dialog>
    </>
  );
}
