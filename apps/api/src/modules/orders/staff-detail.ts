import { canChangeLineStatus, RENTAL_LINE_STATUSES } from '@vastra/shared/rules';
import type { StaffOrderDetail } from '@vastra/shared/schemas';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  documents,
  inspections,
  kits,
  orderEvents,
  orderLines,
  orders,
  payments,
  staff,
} from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { notFound } from '../../lib/errors.ts';
import { orderMessages } from '../notifications/index.ts';
import { orderLedger } from '../payments/index.ts';
import { orderAmounts } from './order-detail.ts';
import { ORDER_NOT_FOUND, ordersWithCustomerAndBranch, staffOrderHead } from './order-view.ts';

/** The staff URL of a customer's ID document, served as an attachment and audited. */
const documentUrl = (orderId: string, docId: string) =>
  `/api/staff/orders/${orderId}/documents/${docId}/file`;
/** The staff URL of one inspection photo. */
const photoUrl = (orderId: string, inspectionId: string, n: number) =>
  `/api/staff/orders/${orderId}/inspections/${inspectionId}/photos/${n}`;

/** Whether any payment of the order was taken through the gateway (refunds go back that way). */
async function paidOnline(db: Executor, orderId: string): Promise<boolean> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['captured', 'refunded'])))
    .limit(1);
  return rows.length > 0;
}

async function staffNames(db: Executor, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(inArray(staff.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** GET /api/staff/orders/{id}: the order screen (the caller checked the branch). */
export async function staffOrderDetail(db: Executor, orderId: string): Promise<StaffOrderDetail> {
  const [head] = await ordersWithCustomerAndBranch(db).where(eq(orders.id, orderId));
  if (!head) throw notFound(ORDER_NOT_FOUND);
  const { order, user, branch } = head;
  const rows = await db
    .select({ line: orderLines, kitCode: kits.code })
    .from(orderLines)
    .leftJoin(kits, eq(kits.id, orderLines.kitId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productCode), asc(orderLines.id));
  const docs = await db
    .select()
    .from(documents)
    .where(eq(documents.userId, user.id))
    .orderBy(desc(documents.createdAt));
  const ledger = await orderLedger(db, orderId);
  const sent = await orderMessages(db, [orderId]);
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.seq));
  const checks = await db
    .select()
    .from(inspections)
    .where(eq(inspections.orderId, orderId))
    .orderBy(asc(inspections.createdAt));
  const names = await staffNames(db, [
    ...ledger.entries.map((e) => e.staffId),
    ...events.map((e) => e.staffId),
    ...checks.map((c) => c.staffId),
  ]);
  const lines = rows.map((r) => r.line);
  const kitCodeOf = new Map(rows.map((r) => [r.line.id, r.kitCode]));
  const codeOf = new Map(lines.map((l) => [l.id, l.productCode]));
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  return {
    ...staffOrderHead(order, branch),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    attention: order.attention,
    attentionAt: order.attentionAt?.toISOString() ?? null,
    customer: {
      id: user.id,
      name: `${user.firstName} ${user.lastName}`.trim(),
      mobile: user.mobile,
      email: user.email,
    },
    address: order.address,
    orderNotes: order.orderNotes,
    amounts: orderAmounts(order),
    paidOnline: await paidOnline(db, orderId),
    lines: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      productCode: l.productCode,
      productName: l.productName,
      type: l.type,
      size: l.size,
      period: l.period,
      eventDate: l.eventDate,
      deliveryDate: l.deliveryDate,
      returnDate: l.returnDate,
      price: l.price,
      deposit: l.deposit,
      quantity: l.quantity,
      measurements: l.measurements,
      remark: l.remark,
      status: l.status,
      nextStatuses: RENTAL_LINE_STATUSES.filter((to) => canChangeLineStatus(l.type, l.status, to)),
      ...(l.kitGroup
        ? { kit: { code: kitCodeOf.get(l.id) ?? '', name: l.kitName ?? '', group: l.kitGroup } }
        : {}),
    })),
    documents: docs.map((d) => ({
      id: d.id,
      type: d.type,
      uploadedAt: d.createdAt.toISOString(),
      url: documentUrl(orderId, d.id),
    })),
    ledger: {
      entries: ledger.entries.map((e) => ({
        id: e.id,
        kind: e.kind,
        amount: e.amount,
        method: e.method,
        reference: e.reference,
        lineId: e.lineId,
        staffName: nameOf(e.staffId),
        note: e.note,
        createdAt: e.createdAt.toISOString(),
      })),
      summary: ledger.summary,
    },
    timeline: events.map((e) => ({
      id: e.id,
      lineId: e.lineId,
      productCode: e.lineId ? (codeOf.get(e.lineId) ?? null) : null,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      actor: e.actor,
      staffName: nameOf(e.staffId),
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
    inspections: checks.map((c) => ({
      id: c.id,
      lineId: c.lineId,
      condition: c.condition,
      photoUrls: c.photos.map((_key, n) => photoUrl(orderId, c.id, n)),
      note: c.note,
      staffName: nameOf(c.staffId) ?? '',
      createdAt: c.createdAt.toISOString(),
    })),
    messages: sent.map((m) => ({
      id: m.id,
      event: m.event,
      channel: m.channel,
      audience: m.audience,
      recipient: m.recipient,
      body: m.body,
      status: m.status,
      lastError: m.lastError,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt ? m.sentAt.toISOString() : null,
    })),
  };
}
