import { MapPin } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { loadPageTexts, useTranslation } from '@/i18n';
import { useShopperLocation } from '../location-store';
import styles from './location.module.css';
import type { LocationDialog } from './location-dialogs';

// With their texts in the language shown (a namespace of its own, see i18n/texts/shop.ts).
const LocationDialogs = lazy(() => import('./location-dialogs').then((m) => loadPageTexts().then(() => m)));

/** The header's branch/pincode button; opens the branch picker (and from there the pincode form). */
export function BranchSelector() {
  const { t } = useTranslation();
  const location = useShopperLocation();
  const [open, setOpen] = useState<LocationDialog>(null);
  const [loaded, setLoaded] = useState(false);

  const value = location.branchName ?? t('branch.select');
  const label = location.pincode ? t('branch.deliverTo', { pincode: location.pincode }) : t('branch.yours');

  return (
    <>
      <button
        type="button"
        className={styles.selector}
        onClick={() => {
          setLoaded(true);
          setOpen('branch');
        }}
        data-testid="branch-selector"
      >
        <MapPin size={18} aria-hidden="true" />
        <span className="visually-hidden">{t('branch.change')}</span>
        <span className={styles.selectorText}>
          <span className={styles.selectorLabel}>{label}</span>
          <span className={styles.selectorValue}>{value}</span>
        </span>
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <LocationDialogs open={open} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
