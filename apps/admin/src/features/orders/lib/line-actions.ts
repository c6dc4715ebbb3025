import { canChangeLineStatus, canChangeOrderStatus, type LineStatus } from '@vastra/shared/rules';
import type { OrderStatus, StaffRole } from '@vastra/shared/schemas';

export type LineActionId =
  | 'prepare'
  | 'ready'
  | 'dispatch'
  | 'hand-over'
  | 'return'
  | 'inspect'
  | 'lost'
  | 'close';

type Line = { type: 'rent' | 'buy'; status: LineStatus };

/** Each step of a line and the status it moves the line to; a sold piece is done when handed over. */
const STEPS: [LineActionId, (line: Line) => LineStatus][] = [
  ['prepare', () => 'preparing'],
  ['ready', () => 'ready'],
  ['dispatch', () => 'out_for_delivery'],
  ['hand-over', (line) => (line.type === 'rent' ? 'with_customer' : 'closed')],
  ['return', () => 'returned'],
  ['inspect', () => 'inspected'],
  ['lost', () => 'lost'],
  ['close', () => 'closed'],
];

/**
 * The steps staff may take on a line now, asked of the shared lifecycle table: a confirmed rental
 * can be prepared, a ready one dispatched (home delivery) or handed over, and so on. A sold piece
 * is closed by handing it over, so it has no separate close.
 */
export function lineActions(line: Line, deliveryType: 'home' | 'pickup'): LineActionId[] {
  return STEPS.filter(([id, to]) => {
    if (id === 'dispatch' && deliveryType !== 'home') return false;
    if (id === 'close' && line.type === 'buy') return false;
    if (id === 'hand-over' && line.type === 'buy' && !['ready', 'out_for_delivery'].includes(line.status))
      return false;
    return canChangeLineStatus(line.type, line.status, to(line));
  }).map(([id]) => id);
}

/** Order-wide steps: refund what the ledger owes back (owners and managers), cancel for the customer. */
export function orderActions(order: {
  status: OrderStatus;
  refundable: number;
  role: StaffRole;
  lines: Line[];
}): ('refund' | 'cancel')[] {
  const actions: ('refund' | 'cancel')[] = [];
  if (order.refundable > 0 && order.role !== 'staff') actions.push('refund');
  const beforeHandover = order.lines.every((line) =>
    canChangeLineStatus(line.type, line.status, 'cancelled'),
  );
  if (canChangeOrderStatus(order.status, 'cancelled') && order.lines.length > 0 && beforeHandover)
    actions.push('cancel');
  return actions;
}

export const ACTION_WORDS: Record<LineActionId, string> = {
  prepare: 'Mark preparing',
  ready: 'Mark ready',
  dispatch: 'Send out for delivery',
  'hand-over': 'Hand over',
  return: 'Mark returned',
  inspect: 'Inspect',
  lost: 'Mark lost',
  close: 'Close',
};
