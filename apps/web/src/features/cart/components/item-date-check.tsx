import { formatEventDate } from '@vastra/shared/rules';
import type { CartItem } from '@vastra/shared/schemas';
import { useItemDateCheck } from '../api/check-item-dates';
import styles from './cart.module.css';

/** Under a rental in the bag: 'Free for your date', or why not, before the checkout. */
export function ItemDateCheck({ item }: { item: CartItem }) {
  const check = useItemDateCheck(item);
  if (!check.data || !item.eventDate) return null;
  const date = formatEventDate(item.eventDate);
  return check.data.reason ? (
    <p className={styles.notFree} role="status" data-testid="cart-date-check">
      Not free for your date ({date}): {check.data.reason}
    </p>
  ) : (
    <p className={styles.free} role="status" data-testid="cart-date-check">
      Free for your date ({date}).
    </p>
  );
}
