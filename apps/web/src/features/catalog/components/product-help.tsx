import type { Settings } from '@vastra/shared/schemas';
import { Dialog } from '@vastra/ui/dialog';
import { Ruler, Scissors, ShieldCheck, Shirt, Truck } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useBookingTexts } from '@/i18n/texts/booking';
import styles from './product-detail.module.css';
import type { Topic } from './product-help-text';

/** A topic's text (with its size chart and measuring steps), loaded when a help link is first used. */
const loadText = () => import('./product-help-text');
const HelpText = lazy(loadText);

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
  const shown = topics ?? (['fitting', 'deposit', 'delivery', 'size', 'measure'] as Topic[]);

  return (
    <>
      <ul className={styles.helpLinks}>
        {shown.map((topic) => (
          <li key={topic}>
            <button
              type="button"
              className={styles.helpLink}
              onPointerDown={() => void loadText()}
              onClick={() => setOpen(topic)}
            >
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
        {open ? (
          <Suspense fallback={<div className="skeleton" style={{ height: 120 }} />}>
            <HelpText
              topic={open}
              categoryCode={categoryCode}
              group={group}
              isAccessory={isAccessory}
              settings={settings}
            />
          </Suspense>
        ) : null}
      </Dialog>
    </>
  );
}
