import type { ProductCard } from '@vastra/shared/schemas';
import { Dialog } from '@vastra/ui/dialog';
import { AlertTriangle, CalendarX2, CheckCircle2, Heart, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useServerMessage } from '@/i18n/messages';
import { useBookingTexts } from '@/i18n/texts/booking';
import styles from './booking-flow.module.css';
import { FlowItem } from './flow-item';

/** What is said when the cart refused the piece for a reason it did not name. */
export const FAILED_TO_ADD = 'Failed to add item to cart. Please try again.';

type Piece = Pick<ProductCard, 'name' | 'code' | 'sizeLabel' | 'image'>;

/** After a piece went into the cart: View Bag (→ /cart) or go on shopping. */
export function AddedToCartDialog(props: {
  open: boolean;
  title: string;
  product: Piece;
  details?: ReactNode;
  onClose: () => void;
  closeLabel?: string;
}) {
  const { t } = useBookingTexts();
  const { open, title, product, details, onClose, closeLabel = t('flow.continueShopping') } = props;
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      size="sm"
      title={title}
      description={t('flow.waiting')}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {closeLabel}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              onClose();
              navigate(paths.cart.getHref());
            }}
          >
            <ShoppingBag size={18} aria-hidden="true" />
            {t('common.viewBag')}
          </button>
        </>
      }
    >
      <p className={styles.success}>
        <CheckCircle2 size={20} aria-hidden="true" /> {t('flow.addedOk')}
      </p>
      <FlowItem product={product}>{details}</FlowItem>
    </Dialog>
  );
}

export type Notice = {
  tone: 'conflict' | 'already' | 'wishlist' | 'error';
  title: string;
  message: string;
  /** A free piece offered instead of the taken one: what is said of it and the way to rent it. */
  offer?: { text: string; label: string; href: string };
};

const ICONS = { conflict: CalendarX2, already: ShoppingBag, wishlist: Heart, error: AlertTriangle };

/**
 * The flow's popups: dates taken (conflict), already in the cart, moved to the wishlist, and the
 * Disclaimer popup for any other refusal.
 */
export function NoticeDialog({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const navigate = useNavigate();
  const { t } = useBookingTexts();
  const message = useServerMessage();
  const Icon = ICONS[notice?.tone ?? 'error'];
  const go = (href: string) => () => {
    onClose();
    navigate(href);
  };
  return (
    <Dialog
      open={notice !== null}
      onOpenChange={(next) => !next && onClose()}
      size="sm"
      title={notice?.title ?? ''}
      footer={
        notice?.tone === 'already' ? (
          <>
            <button type="button" className="btn btn-outline" onClick={onClose}>
              {t('common.close')}
            </button>
            <button type="button" className="btn btn-primary" onClick={go(paths.cart.getHref())}>
              {t('common.viewBag')}
            </button>
          </>
        ) : notice?.tone === 'wishlist' ? (
          <>
            <button type="button" className="btn btn-outline" onClick={go(paths.cart.getHref())}>
              {t('common.viewBag')}
            </button>
            <button type="button" className="btn btn-primary" onClick={go(paths.wishlist.getHref())}>
              {t('flow.viewWishlist')}
            </button>
          </>
        ) : notice?.offer ? (
          <>
            <button type="button" className="btn btn-outline" onClick={onClose}>
              {t('common.ok')}
            </button>
            <button type="button" className="btn btn-primary" onClick={go(notice.offer.href)}>
              {notice.offer.label}
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('common.ok')}
          </button>
        )
      }
    >
      <p
        className={`${styles.notice} ${notice?.tone === 'error' || notice?.tone === 'conflict' ? styles.noticeError : ''}`}
      >
        <Icon size={22} aria-hidden="true" />
        <span data-testid="flow-notice">{message(notice?.message)}</span>
      </p>
      {notice?.offer ? (
        <p className={styles.offer} data-testid="substitute-offer">
          {notice.offer.text}
        </p>
      ) : null}
    </Dialog>
  );
}
