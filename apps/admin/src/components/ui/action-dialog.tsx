import { Dialog } from '@vastra/ui/dialog';
import type { FormEvent, ReactNode } from 'react';

type ActionDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What will change: every money or lasting step says it before it is taken. */
  description: string;
  confirmLabel: string;
  pending: boolean;
  error?: string | null;
  onConfirm: (form: HTMLFormElement) => void;
  children?: ReactNode;
};

/** A step that asks first: what will change, its few fields, Cancel and the step's own button. */
export function ActionDialog(props: ActionDialogProps) {
  const { open, onClose, title, description, confirmLabel, pending, error, children } = props;
  const formId = `action-${title.replace(/\W+/g, '-').toLowerCase()}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onConfirm(event.currentTarget);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !pending && onClose()}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={pending}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={pending}>
            {pending ? 'Saving…' : confirmLabel}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="action-form" noValidate>
        {children}
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
