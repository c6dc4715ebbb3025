import type { ProductCard } from '@vastra/shared/schemas';
import { Dialog } from '@vastra/ui/dialog';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useBookingTexts } from '@/i18n/texts/booking';
import { useSizes } from '../api/get-sizes';
import { rememberChosenSize } from '../lib/chosen-size';
import styles from './listing.module.css';
import { SizeChart } from './size-chart';

/**
 * 'Select Size' before opening a piece, once the delivery pincode is known (accessories skip it):
 * the group's size guide and the sizes; the choice prefills the measurements later.
 */
type SelectSizeDialogProps = {
  product: ProductCard | null;
  onClose: () => void;
  /** The listing's event date and period, carried to the product page. */
  search?: string;
};

export function SelectSizeDialog({ product, onClose, search }: SelectSizeDialogProps) {
  const navigate = useNavigate();
  const { t } = useBookingTexts();
  const sizes = useSizes({ category: product?.categoryCode }, product !== null);
  const go = (size: number | null) => {
    if (!product) return;
    if (size !== null) rememberChosenSize(product.group, size);
    onClose();
    navigate(paths.product.getHref(product.slug, product.code, search));
  };
  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('size.title')}
      description={product ? t('size.description', { name: product.name, code: product.code }) : undefined}
      footer={
        <button type="button" className="btn btn-outline" onClick={() => go(null)}>
          {t('product.skip')}
        </button>
      }
    >
      {sizes.isPending ? (
        <div className="skeleton" style={{ height: 180 }} />
      ) : (
        <>
          <fieldset className={styles.sizeChoices}>
            <legend className="field-label">{t('size.yours')}</legend>
            {(sizes.data ?? []).map((s) => (
              <button
                key={s.size}
                type="button"
                className={`btn ${product?.size === s.size ? 'btn-primary' : 'btn-outline'}`}
                onClick={() => go(s.size)}
              >
                {s.label} ({s.size})
              </button>
            ))}
          </fieldset>
          <SizeChart sizes={sizes.data ?? []} group={product?.group ?? 'men'} />
        </>
      )}
    </Dialog>
  );
}
