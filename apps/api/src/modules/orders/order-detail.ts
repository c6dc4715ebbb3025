import type { OrderDetail } from '@vastra/shared/schemas';
import { sizeLabel } from '@vastra/shared/schemas';
import type { branches, orderLines, orders } from '../../db/schema/index.ts';
import { type LedgerJsonRow, orderHistory, type TimelineRow } from './order-history.ts';

/*
 * The Order details page from what it is made of (record 38): the order-view statement reads it
 * (order-view.ts); checkout builds it from the rows it has just written (placed-view.ts).
 */

type OrderRow = typeof orders.$inferSelect;

/** A line of the order as the order page needs it, with its piece's pictures and group. */
export type LineJson = Pick<
  typeof orderLines.$inferSelect,
  | 'id'
  | 'productCode'
  | 'productName'
  | 'type'
  | 'size'
  | 'period'
  | 'eventDate'
  | 'deliveryDate'
  | 'returnDate'
  | 'price'
  | 'deposit'
  | 'quantity'
  | 'measurements'
  | 'remark'
  | 'kitGroup'
  | 'kitName'
> & { images: { key: string }[]; grp: number; kitCode: string | null };

/**
 * What the order page is made of: the order's row, its branch, and its lines, steps, money entries
 * and late refunds as the order-view statement reads them. Checkout builds the same from the rows
 * it has just written (placed-view.ts), so both answers go through `orderDetailFrom`.
 */
export type OrderViewHead = {
  order: Pick<
    OrderRow,
    | 'id'
    | 'billNo'
    | 'userId'
    | 'status'
    | 'orderType'
    | 'deliveryType'
    | 'createdAt'
    | 'paidAt'
    | 'cancelledAt'
    | 'holdExpiresAt'
    | 'address'
    | 'orderNotes'
    | OrderAmount
  >;
  branch: typeof branches.$inferSelect;
  paid: boolean;
  lines: LineJson[] | null;
  events: TimelineRow[] | null;
  entries: LedgerJsonRow[] | null;
  refunds: { amountPaise: number; refundId: string | null }[] | null;
};

/** The Order details page from what it is made of. */
export function orderDetailFrom(head: OrderViewHead): OrderDetail {
  const { order, branch } = head;
  return {
    lateRefund: lateRefund(head.refunds),
    id: order.id,
    billNo: order.billNo,
    customerId: order.userId,
    status: order.status,
    paymentStatus: head.paid ? 'Paid' : 'Pending',
    orderType: order.orderType,
    deliveryType: order.deliveryType,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
    address: order.address,
    orderNotes: order.orderNotes,
    amounts: orderAmounts(order),
    lines: (head.lines ?? []).map((line) => ({
      id: line.id,
      productCode: line.productCode,
      productName: line.productName,
      type: line.type,
      imageKey: line.images[0]?.key ?? null,
      size: line.size,
      sizeLabel: sizeLabel(line.grp, line.size),
      period: line.period,
      eventDate: line.eventDate,
      deliveryDate: line.deliveryDate,
      returnDate: line.returnDate,
      price: line.price,
      rent: line.type === 'rent' ? line.price : null,
      deposit: line.deposit,
      quantity: line.quantity,
      measurements: line.measurements,
      remark: line.remark,
      ...(line.kitGroup && line.kitCode
        ? { kit: { code: line.kitCode, name: line.kitName ?? '', group: line.kitGroup } }
        : {}),
    })),
    branch: {
      code: branch.code,
      name: branch.name,
      city: branch.city,
      address: branch.address,
      pincode: branch.pincode,
      contactPerson: branch.contactPerson,
      phone: branch.phone,
      email: branch.email,
    },
    ...orderHistory(order.id, head.events, head.entries),
  };
}

/** The advance owed back or refunded for a late payment, in rupees, with the gateway's refund id. */
function lateRefund(
  owed: readonly { amountPaise: number; refundId: string | null }[] | null,
): OrderDetail['lateRefund'] {
  if (!owed || owed.length === 0) return null;
  const paise = owed.reduce((sum, row) => sum + row.amountPaise, 0);
  const refundIds = owed.map((row) => row.refundId).filter((id): id is string => Boolean(id));
  return { amount: Math.round(paise / 100), refundId: refundIds.length > 0 ? refundIds.join(', ') : null };
}

type OrderAmount = 'subtotal' | 'discount' | 'deliveryFee' | 'gst' | 'total' | 'advance' | 'balance';

/** The amounts an order was placed with (what was quoted at checkout). */
export function orderAmounts(order: Pick<OrderRow, OrderAmount>) {
  const { subtotal, discount, deliveryFee, gst, total, advance, balance } = order;
  return { subtotal, discount, deliveryFee, gst, total, advance, balance };
}
