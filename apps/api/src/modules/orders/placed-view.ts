import type { OrderDetail } from '@vastra/shared/schemas';
import type { Reference } from '../catalog/index.ts';
import type { CreatedPaymentRow } from '../payments/index.ts';
import { type LineJson, orderDetailFrom } from './order-detail.ts';
import type { OwnPayment } from './order-view.ts';
import type { PendingLineRow, PendingOrderRow, WrittenOrder } from './write-order.ts';

/** A line as checkout wrote it, with what the page shows of its piece (from the cart's row). */
export type WrittenLine = PendingLineRow & {
  product: { images: { key: string }[]; grp: number };
  kitCode: string | null;
};

/**
 * The order page of an order this request has just written, built from the rows as written instead
 * of read back (record 38): a new pending order has exactly these rows, one step (placed by the
 * customer), one money entry (what it owes) and the gateway order opened for its advance, and
 * nothing else can have touched it before its statement committed. It goes through the same
 * `orderDetailFrom` as GET /api/orders/{id}, which a test holds it equal to. Null when the lines'
 * page order is not known (no line held its piece): then the page is read.
 */
export function placedOrderView(
  written: WrittenOrder,
  order: PendingOrderRow,
  lines: readonly WrittenLine[],
  payment: CreatedPaymentRow | undefined,
  ref: Reference,
): { order: OrderDetail; payment: OwnPayment | null } | null {
  const branch = ref.branchById.get(order.branchId);
  if (!written.pageOrder || !branch) return null;
  const at = order.createdAt.getTime();
  const byId = new Map(lines.map((line, i) => [written.lineIds[i], line]));
  const pageLines: LineJson[] = [];
  for (const id of written.pageOrder) {
    const line = byId.get(id);
    if (!line) return null;
    pageLines.push({
      id,
      productCode: line.productCode,
      productName: line.productName,
      type: line.type as LineJson['type'],
      size: line.size,
      period: line.period,
      eventDate: line.eventDate,
      deliveryDate: line.deliveryDate,
      returnDate: line.returnDate,
      price: line.price,
      deposit: line.deposit,
      quantity: 1,
      measurements: line.measurements as LineJson['measurements'],
      remark: line.remark,
      kitGroup: line.kitGroup,
      kitName: line.kitName,
      images: line.product.images,
      grp: line.product.grp,
      kitCode: line.kitCode,
    });
  }
  const detail = orderDetailFrom({
    // The spread last: `{ ...row, more }` is slow on Node 20 (record 42); the row has none of these.
    order: { status: 'pending_payment', paidAt: null, cancelledAt: null, ...order },
    branch,
    paid: false,
    lines: pageLines,
    events: [{ id: written.eventId, step: 'pending_payment', at, productCode: null }],
    entries: written.entryId
      ? [
          {
            id: written.entryId,
            kind: 'order_total',
            amount: order.total,
            method: null,
            note: '',
            inspectionId: null,
            at,
            productCode: null,
            photos: null,
          },
        ]
      : [],
    refunds: null,
  });
  return {
    order: detail,
    payment: payment
      ? {
          provider: payment.provider,
          gatewayOrderId: payment.gatewayOrderId,
          amountPaise: payment.amountPaise,
        }
      : null,
  };
}
