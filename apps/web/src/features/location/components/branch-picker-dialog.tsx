import { Dialog } from '@vastra/ui/dialog';
import { Check, MapPin } from 'lucide-react';
import { i18n } from '@/i18n';
import { toast } from '@/lib/toast';
import { useBranches } from '../api/get-branches';
import { locationStore, useShopperLocation } from '../location-store';
import styles from './location.module.css';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onChoosePincode: () => void };

/** 'Select Your Branch': one card per showroom; the choice is kept and filters the listings. */
export function BranchPickerDialog({ open, onOpenChange, onChoosePincode }: Props) {
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
      title="Select Your Branch"
      description="Choose a branch nearest to you for better service"
      footer={
        <div className={styles.pickerActions}>
          <button type="button" className="btn btn-ghost" onClick={() => choose(null)}>
            All branches
          </button>
          <button type="button" className="btn btn-outline" onClick={onChoosePincode}>
            <MapPin size={18} aria-hidden="true" />
            Enter delivery pincode
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
          We could not load the branches.{' '}
          <button type="button" className="link-button" onClick={() => refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <ul className={styles.branchGrid} aria-label="Branches">
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
                    {selected ? <Check size={18} aria-label="Selected" /> : null}
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
