import { formatRupees } from '@vastra/shared/rules';
import type { Settings } from '@vastra/shared/schemas';
import { Dialog } from '@vastra/ui/dialog';
import { Ruler, Scissors, ShieldCheck, Shirt, Truck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useSizes } from '../api/get-sizes';
import styles from './product-detail.module.css';
import { SizeChart } from './size-chart';

const NO_MEASUREMENT_GUIDE = 'No measurement guide available for this category.';

type Topic = 'fitting' | 'deposit' | 'delivery' | 'size' | 'measure';

type ProductHelpProps = {
  categoryCode: string;
  group: 'men' | 'women';
  isAccessory: boolean;
  settings: Settings;
  /** The sale page shows only the size guide and how to measure. */
  topics?: Topic[];
};

const TITLES: Record<Topic, string> = {
  fitting: 'Custom Fitting',
  deposit: 'Refundable Deposit',
  delivery: 'Pickup/Delivery',
  size: 'Size Guide',
  measure: 'How to Measure',
};
const ICONS: Record<Topic, ReactNode> = {
  fitting: <Scissors size={16} aria-hidden="true" />,
  deposit: <ShieldCheck size={16} aria-hidden="true" />,
  delivery: <Truck size={16} aria-hidden="true" />,
  size: <Shirt size={16} aria-hidden="true" />,
  measure: <Ruler size={16} aria-hidden="true" />,
};

const MEASURE_STEPS: Record<'men' | 'women', [string, string][]> = {
  men: [
    ['Pant length', 'From the waistband down the outside of the leg to just above the floor, shoes off.'],
    ['Pant waist', 'Round the natural waist, just above the hip bones, with one finger under the tape.'],
    ['Chest', 'Round the fullest part of the chest, under the arms, tape level across the back.'],
    ['Sleeve length', 'From the shoulder seam down the outside of a slightly bent arm to the wrist bone.'],
  ],
  women: [
    ['Top bust', 'Round the fullest part of the bust, tape level across the back.'],
    ['Top waist', 'Round the narrowest part of the waist, above the navel.'],
    ['Top sleeves', 'Round the upper arm at its fullest, or from shoulder to where the sleeve should end.'],
    ['Chaniya length', 'From the waist down to the floor, with the footwear you will wear.'],
  ],
};

/** The product page's help links and their dialogs. */
export function ProductHelp({ categoryCode, group, isAccessory, settings, topics }: ProductHelpProps) {
  const [open, setOpen] = useState<Topic | null>(null);
  const shown = topics ?? (['fitting', 'deposit', 'delivery', 'size', 'measure'] as Topic[]);
  const sizes = useSizes({ category: categoryCode }, open === 'size' && !isAccessory);

  const body = (topic: Topic): ReactNode => {
    switch (topic) {
      case 'fitting':
        return (
          <>
            <p>Every rental is altered to your measurements before delivery, at no extra charge.</p>
            <p>
              Add your measurements when you rent (or save them in your account). Our tailors adjust the fit,
              and you can try the outfit on at delivery; small changes are made on the spot.
            </p>
          </>
        );
      case 'deposit':
        return (
          <>
            <p>
              The refundable deposit is collected with the balance before delivery and returned within{' '}
              {settings.deposit.refundWithinDays} days of the return.
            </p>
            <p>
              If anything is damaged we tell you within {settings.deposit.damageNoticeBusinessDays} business
              days, and only the repair is deducted. Returning without cleaning is fine: cleaning is on us.
            </p>
          </>
        );
      case 'delivery':
        return (
          <>
            <p>
              <strong>Home delivery:</strong> {formatRupees(settings.delivery.homeFee)} within{' '}
              {settings.delivery.radiusKm} km of a branch. We deliver the day before your event and pick up at
              the end of the rental.
            </p>
            <p>
              <strong>Store pickup:</strong>{' '}
              {settings.delivery.pickupFee === 0 ? 'free' : formatRupees(settings.delivery.pickupFee)} at your
              branch, {settings.support.hours}.
            </p>
          </>
        );
      case 'size':
        if (isAccessory) return <p>No size chart available for this category.</p>;
        return sizes.isPending ? (
          <div className="skeleton" style={{ height: 200 }} />
        ) : (
          <SizeChart sizes={sizes.data ?? []} group={group} />
        );
      case 'measure':
        if (isAccessory) return <p>{NO_MEASUREMENT_GUIDE}</p>;
        return (
          <ol className={styles.measureSteps}>
            {MEASURE_STEPS[group].map(([name, how]) => (
              <li key={name}>
                <strong>{name}</strong>
                <span>{how}</span>
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
              {TITLES[topic]}
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={open !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={open ? TITLES[open] : ''}
        size={open === 'size' ? 'md' : 'sm'}
      >
        {open ? body(open) : null}
      </Dialog>
    </>
  );
}
