import { X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { usePagesTexts } from '@/i18n/texts/pages';

/** The close button of a full page: back to where the shopper came from. */
export function CloseButton({ label }: { label?: string }) {
  const { t } = usePagesTexts();
  const navigate = useNavigate();
  const close = () => {
    // react-router numbers its history entries; idx 0 means this page was opened directly.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(paths.home.getHref());
  };
  return (
    <button type="button" className="btn-icon" aria-label={label ?? t('common.close')} onClick={close}>
      <X size={24} aria-hidden="true" />
    </button>
  );
}
