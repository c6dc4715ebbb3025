import type { OrderStatus } from '@vastra/shared/schemas';
import type { TFunction } from 'i18next';
import '@/i18n/texts/orders';

/** An order's status in the customer's words, in the language of `t` (orders.status.*). */
export const orderStatusLabel = (t: TFunction, status: OrderStatus): string => t(`orders.status.${status}`);

/** The order's payment ('Paid', 'Pending' from the API) in the language of `t`. */
export const paymentStatusLabel = (t: TFunction, status: 'Paid' | 'Pending'): string =>
  t(`orders.payment.${status}`);
