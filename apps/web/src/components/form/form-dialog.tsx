import { Dialog } from '@vastra/ui/dialog';
import type { ReactNode } from 'react';
import { useBookingTexts } from '@/i18n/texts/booking';

type FormDialogProps = {
  open: boolean;
  onCancel: () => void;
  title: string;
  description: string;
  /** The id of the form inside; the footer's submit button sends it. */
  formId: string;
  submitLabel: string;
  /** While the answer is awaited: the submit button says this ('Adding…', 'Saving…') and is off. */
  pendingLabel: string;
  pending: boolean;
  /** The form's own data is still loading: a placeholder of this height shows instead. */
  loadingHeight?: number;
  /** Closing with Esc or outside the dialog is refused while the answer is awaited. */
  holdWhilePending?: boolean;
  children: ReactNode;
};

/**
 * The dialog every booking form sits in (rent, buy, rent from the wishlist, edit a cart item):
 * a title, the form, and Cancel / submit at the foot.
 */
export function FormDialog(props: FormDialogProps) {
  const { open, onCancel, pending, loadingHeight } = props;
  const { t } = useBookingTexts();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !(props.holdWhilePending && pending) && onCancel()}
      title={props.title}
      description={props.description}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            form={props.formId}
            className="btn btn-primary"
            disabled={pending || loadingHeight !== undefined}
          >
            {pending ? props.pendingLabel : props.submitLabel}
          </button>
        </>
      }
    >
      {loadingHeight !== undefined ? (
        <div className="skeleton" style={{ height: loadingHeight }} aria-busy="true" />
      ) : (
        props.children
      )}
    </Dialog>
  );
}
