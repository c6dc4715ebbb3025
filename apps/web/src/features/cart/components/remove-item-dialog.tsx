import type { CartItem } from '@vastra/shared/schemas';
import { Dialog } from '@vastra/ui/dialog';
import { toast } from '@/lib/toast';
import { useRemoveCartItem } from '../api/remove-cart-item';

const REMOVE_FAILED = 'An error occurred while removing the item. Please try again.';

/** Remove with confirmation: the piece leaves the cart only after 'Remove'. */
export function RemoveItemDialog({ item, onClose }: { item: CartItem | null; onClose: () => void }) {
  const remove = useRemoveCartItem();
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
      title="Remove this item?"
      description={item ? `${item.product.name} (${item.product.code}) will be taken out of your cart.` : ''}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Keep it
          </button>
          <button type="button" className="btn btn-primary" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Removing…' : 'Remove'}
          </button>
        </>
      }
    />
  );
}
