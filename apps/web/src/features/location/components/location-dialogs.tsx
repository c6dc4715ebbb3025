import { BranchPickerDialog } from './branch-picker-dialog';
import { PincodeDialog } from './pincode-dialog';

export type LocationDialog = 'branch' | 'pincode' | null;

/** Both location dialogs, loaded on first use (they bring the form library). */
export default function LocationDialogs({
  open,
  setOpen,
}: {
  open: LocationDialog;
  setOpen: (d: LocationDialog) => void;
}) {
  return (
    <>
      <BranchPickerDialog
        open={open === 'branch'}
        onOpenChange={(o) => setOpen(o ? 'branch' : null)}
        onChoosePincode={() => setOpen('pincode')}
      />
      <PincodeDialog open={open === 'pincode'} onOpenChange={(o) => setOpen(o ? 'pincode' : null)} />
    </>
  );
}
