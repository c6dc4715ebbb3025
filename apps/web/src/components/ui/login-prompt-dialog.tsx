import { Dialog } from '@vastra/ui/dialog';
import { useTranslation } from '@/i18n';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogin: () => void;
  cancelLabel: 'Cancel' | 'Close';
};

/** 'Please login to continue' with Login and Cancel/Close. */
export default function LoginPromptDialog({ open, onOpenChange, onLogin, cancelLabel }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('prompt.title')}
      description={t('prompt.text')}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={() => onOpenChange(false)}>
            {cancelLabel === 'Cancel' ? t('prompt.cancel') : t('prompt.close')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onLogin}>
            {t('prompt.login')}
          </button>
        </>
      }
    />
  );
}
