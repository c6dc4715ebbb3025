import { beforeDelivery } from './before-delivery.ts';
import { creditExpiring } from './credit-expiring.ts';
import { inspectionResult } from './inspection-result.ts';
import { membershipActivated } from './membership-activated.ts';
import { orderCancelled } from './order-cancelled.ts';
import { orderCancelledAdvanceKept } from './order-cancelled-advance-kept.ts';
import { orderConfirmed } from './order-confirmed.ts';
import { outForDelivery } from './out-for-delivery.ts';
import { overdue } from './overdue.ts';
import { partyReminder } from './party-reminder.ts';
import { paymentRefunded } from './payment-refunded.ts';
import { readyForPickup } from './ready-for-pickup.ts';
import { returnDue } from './return-due.ts';
import { staffFitCheck } from './staff-fit-check.ts';
import { staffFranchise } from './staff-franchise.ts';
import { staffNewEnquiry } from './staff-new-enquiry.ts';
import { staffNewOrder } from './staff-new-order.ts';
import { staffPaymentFlagged } from './staff-payment-flagged.ts';
import type { Template } from './template.ts';

/** Every message the shop sends, by event: the one list README's DLT and Meta tables are made from. */
export const TEMPLATES = {
  order_confirmed: orderConfirmed,
  before_delivery: beforeDelivery,
  ready_for_pickup: readyForPickup,
  out_for_delivery: outForDelivery,
  return_due: returnDue,
  overdue,
  inspection_result: inspectionResult,
  order_cancelled: orderCancelled,
  order_cancelled_advance_kept: orderCancelledAdvanceKept,
  credit_expiring: creditExpiring,
  payment_refunded: paymentRefunded,
  membership_activated: membershipActivated,
  party_reminder: partyReminder,
  staff_new_order: staffNewOrder,
  staff_new_enquiry: staffNewEnquiry,
  staff_franchise: staffFranchise,
  staff_fit_check: staffFitCheck,
  staff_payment_flagged: staffPaymentFlagged,
} satisfies Record<string, Template>;

export type EventName = keyof typeof TEMPLATES;
export type { Language, Template } from './template.ts';
export { fill, placeholders } from './template.ts';
