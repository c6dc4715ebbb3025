import { Dialog } from '@vastra/ui/dialog';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogin: () => void;
  cancelLabel: 'Cancel' | 'Close';
};

/** 'Please login to continue' with Login and Cancel/Close. */
export default function LoginPromptDialog({ open, onOpenChange, onLogin, cancelLabel }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="Please login to continue"
      description="Log in with your mobile number to keep a wishlist, rent and see your relationship manager."
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </button>
          <button type="button" className="btn btn-primary" onClick={onLogin}>
            Login
          </button>
        </>
      }
    />
  );
}
