import type { CartItem } from '@vastra/shared/schemas';
import { Dialog } from '@vastra/ui/dialog';
import { useBookingTexts } from '@/i18n/texts/booking';
import '@/i18n/texts/booking-dialogs';
import { toast } from '@/lib/toast';
import { useRemoveCartItem } from '../api/remove-cart-item';

const REMOVE_FAILED = 'An error occurred while removing the item. Please try again.';

/** Remove with confirmation: the piece leaves the cart only after 'Remove'. */
export function RemoveItemDialog({ item, onClose }: { item: CartItem | null; onClose: () => void }) {
  const remove = useRemoveCartItem();
  const { t } = useBookingTexts();
  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        toast.success('Item removed from the cart.');
        onClose();
      },
      onError: () => toast.error(REMOVE_FAILED),
    });
  };
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={t('cart.removeTitle')}
      description={item ? t('cart.removeText', { name: item.product.name, code: item.product.code }) : ''}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t('cart.keep')}
          </button>
          <button type="button" className="btn btn-primary" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t('cart.removing') : t('cart.remove')}
          </button>
        </>
      }
    />
  );
}
