import { formatRupees, type LineStatus } from '@vastra/shared/rules';
import type { Tx } from '../../db/tx.ts';
import { notifyCustomer, orderVariables } from '../notifications/index.ts';
import type { OrderRow } from './staff-access.ts';
import type { LineRow } from './staff-line.ts';

/**
 * What the customer hears of a staff step, in the step's own transaction: a piece ready for
 * pickup, out for delivery, or inspected (the charges and the deposit to come back).
 */
export async function tellCustomerOfStep(tx: Tx, order: OrderRow, line: LineRow, to: LineStatus, at: Date) {
  const event =
    to === 'ready' && order.deliveryType === 'pickup'
      ? 'ready_for_pickup'
      : to === 'out_for_delivery'
        ? 'out_for_delivery'
        : to === 'inspected'
          ? 'inspection_result'
          : null;
  if (!event) return;
  const found = await orderVariables(tx, order.id, line.id);
  if (!found) return;
  const variables = { ...found.variables };
  if (event === 'inspection_result') {
    variables.charges = formatRupees(found.summary.charges);
    variables.refund = formatRupees(found.summary.refundable);
  }
  await notifyCustomer(tx, order.userId, {
    event,
    orderId: order.id,
    step: `${line.id}:${to}`,
    variables,
    at,
  });
}
