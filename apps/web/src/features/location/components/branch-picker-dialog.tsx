import { Dialog } from '@vastra/ui/dialog';
import { Check, MapPin } from 'lucide-react';
import { i18n } from '@/i18n';
import { useShopTexts } from '@/i18n/texts/shop';
import { toast } from '@/lib/toast';
import { useBranches } from '../api/get-branches';
import { locationStore, useShopperLocation } from '../location-store';
import styles from './location.module.css';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onChoosePincode: () => void };

/** 'Select Your Branch': one card per showroom; the choice is kept and filters the listings. */
export function BranchPickerDialog({ open, onOpenChange, onChoosePincode }: Props) {
  const { t } = useShopTexts();
  const { data: branches, isPending, isError, refetch } = useBranches(open);
  const current = useShopperLocation();

  const choose = (branch: { code: string; name: string } | null) => {
    locationStore.setBranch(branch);
    onOpenChange(false);
    toast.success(branch ? i18n.t('toasts.branch', { name: branch.name }) : i18n.t('toasts.everyBranch'));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('branch.title')}
      description={t('branch.description')}
      footer={
        <div className={styles.pickerActions}>
          <button type="button" className="btn btn-ghost" onClick={() => choose(null)}>
            {t('branch.all')}
          </button>
          <button type="button" className="btn btn-outline" onClick={onChoosePincode}>
            <MapPin size={18} aria-hidden="true" />
            {t('branch.pincode')}
          </button>
        </div>
      }
    >
      {isPending ? (
        <div className={styles.branchGrid} aria-busy="true">
          {[1, 2, 3, 4].map((n) => (
            <div key={n} className={`skeleton ${styles.branchSkeleton}`} />
          ))}
        </div>
      ) : isError ? (
        <p>
          {t('branch.failed')}{' '}
          <button type="button" className="link-button" onClick={() => refetch()}>
            {t('branch.tryAgain')}
          </button>
        </p>
      ) : (
        <ul className={styles.branchGrid} aria-label={t('branch.list')}>
          {branches.map((branch) => {
            const selected = branch.code === current.branchCode;
            return (
              <li key={branch.code}>
                <button
                  type="button"
                  className={styles.branchCard}
                  aria-pressed={selected}
                  onClick={() => choose({ code: branch.code, name: branch.name })}
                >
                  <span className={styles.branchName}>
                    {branch.name}
                    {selected ? <Check size={18} aria-label={t('branch.selected')} /> : null}
                  </span>
                  <span className={styles.branchCity}>{branch.city}</span>
                  {branch.address ? <span className={styles.branchAddress}>{branch.address}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
