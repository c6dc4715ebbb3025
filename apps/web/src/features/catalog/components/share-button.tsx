import { Share2 } from 'lucide-react';
import { i18n } from '@/i18n';
import { useBookingTexts } from '@/i18n/texts/booking';
import { toast } from '@/lib/toast';

/** The device's share sheet; where there is none, the link is copied and the shopper is told. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const { t } = useBookingTexts();
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('product.copied'));
    } catch {
      toast.error(i18n.t('toasts.copyLink', { url }));
    }
  };
  return (
    <button type="button" className="btn btn-ghost" onClick={share}>
      <Share2 size={18} aria-hidden="true" />
      {t('product.share')}
    </button>
  );
}
