import type { Settings } from '../schemas/settings.ts';
import { addDays, daysBetween, type IsoDate } from './dates.ts';
import { formatOrderDate, formatRupees } from './format.ts';

export type CancellationOutcome =
  | { kind: 'store_credit'; amount: number; expiresOn: IsoDate; message: string }
  | { kind: 'none'; amount: 0; message: string };

/**
 * Cancelling more than 7 days before delivery returns the advance as store credit valid 180 days;
 * 7 days or less keeps it (decisions.md § Money).
 */
export function cancellationOutcome(
  deliveryDate: IsoDate,
  today: IsoDate,
  advance: number,
  rules: Settings['cancellation'],
): CancellationOutcome {
  const daysAhead = daysBetween(today, deliveryDate);
  if (daysAhead > rules.creditIfDaysBeforeDeliveryOver) {
    const expiresOn = addDays(today, rules.storeCreditValidityDays);
    return {
      kind: 'store_credit',
      amount: advance,
      expiresOn,
      message: `Your booking advance of ${formatRupees(advance)} is returned as store credit, valid until ${formatOrderDate(expiresOn)}.`,
    };
  }
  return {
    kind: 'none',
    amount: 0,
    message: `Booking advance will not be refunded: the order is cancelled ${rules.creditIfDaysBeforeDeliveryOver} days or less before delivery.`,
  };
}
