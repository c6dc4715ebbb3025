import {
  COMMERCE_MESSAGES,
  PARTY_MESSAGES,
  type PartyPayAll,
  type PartyPayAllQuote,
  type PartyPayAllResult,
  type PartyPayAllStart,
  type PartyPayAllVerify,
} from '@vastra/shared/schemas';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { bookings, orderLines, orders, partyOrders, payments } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import {
  confirmWidgetPayment,
  groupParts,
  openGroupPayment,
  type PaymentDeps,
  type PaymentRow,
} from '../payments/index.ts';
import { assertOrganiser, memberStatuses, type PartyRow, partyView } from './parties.ts';

/** Orders whose hold is live now: unpaid, not past the hold, every piece still held for them. */
async function liveHolds(db: Executor, orderIds: string[], now: Date): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .innerJoin(bookings, eq(bookings.orderLineId, orderLines.id))
    .where(and(inArray(orders.id, orderIds), eq(orders.status, 'pending_payment')))
    .groupBy(orders.id, orders.holdExpiresAt)
    .having(
      sql`${orders.holdExpiresAt} > ${now} and bool_and(${bookings.status} = 'held' and ${bookings.heldUntil} > ${now})`,
    );
  return new Set(rows.map((r) => r.id));
}

/** What the member's order asks online (its advance less any store credit): the member's own payment. */
async function askedOnline(db: Executor, orderIds: string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: payments.orderId, amountPaise: payments.amountPaise })
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.purpose, 'order'), isNull(payments.groupId)))
    .orderBy(desc(payments.createdAt));
  const asked = new Map<string, number>();
  for (const r of rows) if (r.orderId && !asked.has(r.orderId)) asked.set(r.orderId, r.amountPaise);
  return asked;
}

/** Each member's newest order in the party whatever became of it: why one with no live choice is left out. */
async function lastOrderStatus(db: Executor, party: PartyRow): Promise<Map<string, string>> {
  const rows = await db
    .select({ userId: partyOrders.userId, status: orders.status })
    .from(partyOrders)
    .innerJoin(orders, eq(orders.id, partyOrders.orderId))
    .where(eq(partyOrders.partyId, party.id))
    .orderBy(desc(orders.createdAt));
  const last = new Map<string, string>();
  for (const r of rows) if (!last.has(r.userId)) last.set(r.userId, r.status);
  return last;
}

function leftOutReason(status: string | undefined): string {
  if (status === 'expired' || status === 'payment_failed' || status === 'pending_payment')
    return PARTY_MESSAGES.holdLapsed;
  if (status === 'refund_due' || status === 'refunded') return PARTY_MESSAGES.pieceTaken;
  return PARTY_MESSAGES.notChosen;
}

/**
 * GET /api/parties/:code/pay-all: what "Pay for everyone" would pay now. It covers every member
 * (the organiser too) whose choice is unpaid and still held; anyone else not paid is named with
 * the reason (not chosen yet, hold ran out, piece taken). Organiser only.
 */
export async function payAllQuote(
  deps: PaymentDeps,
  party: PartyRow,
  organiserId: string,
): Promise<PartyPayAllQuote> {
  assertOrganiser(party, organiserId);
  return (await quoteFor(deps, party)).quote;
}

async function quoteFor(deps: PaymentDeps, party: PartyRow) {
  const all = await memberStatuses(deps.db, party);
  const statuses = all.filter((m) => !m.paid);
  const unpaid = statuses.flatMap((m) => (m.order?.status === 'pending_payment' ? [m.order.id] : []));
  const [live, asked, last] = await Promise.all([
    liveHolds(deps.db, unpaid, deps.now()),
    askedOnline(deps.db, unpaid),
    lastOrderStatus(deps.db, party),
  ]);
  const quote: PartyPayAllQuote = { covers: [], leftOut: [], totalPaise: 0 };
  for (const m of statuses) {
    const amountPaise = m.order ? asked.get(m.order.id) : undefined;
    if (m.order && live.has(m.order.id) && amountPaise) {
      quote.covers.push({
        memberId: m.memberId,
        firstName: m.firstName,
        orderId: m.order.id,
        billNo: m.order.billNo,
        pieceName: m.order.kitName ?? m.order.pieceName,
        amountPaise,
      });
      quote.totalPaise += amountPaise;
    } else {
      const reason = leftOutReason(m.order?.status ?? last.get(m.memberId));
      quote.leftOut.push({ memberId: m.memberId, firstName: m.firstName, reason });
    }
  }
  return { quote, names: new Map(all.map((m) => [m.memberId, m.firstName])) };
}

/** Why orders the organiser saw are no longer covered: "Dev: their hold ran out…; Kunal: has paid already". */
async function whyNotCovered(
  db: Executor,
  party: PartyRow,
  orderIds: string[],
  { quote, names }: Awaited<ReturnType<typeof quoteFor>>,
): Promise<string> {
  if (orderIds.length === 0) return '';
  const owners = await db
    .selectDistinct({ userId: partyOrders.userId })
    .from(partyOrders)
    .where(and(eq(partyOrders.partyId, party.id), inArray(partyOrders.orderId, orderIds)));
  return owners
    .map(({ userId }) => {
      const left = quote.leftOut.find((m) => m.memberId === userId);
      return `${names.get(userId) ?? 'Guest'}: ${left?.reason ?? PARTY_MESSAGES.paidAlready}`;
    })
    .join('; ');
}

/**
 * POST /api/parties/:code/pay-all: one gateway payment for the advances the organiser saw in the
 * quote. When who it would cover changed meanwhile (a hold ran out, a member paid, a new choice)
 * nothing is opened: 409 naming the change, so the organiser never pays a total they did not see.
 */
export async function openPayAll(
  deps: PaymentDeps,
  party: PartyRow,
  organiserId: string,
  input: PartyPayAll,
): Promise<PartyPayAllStart> {
  assertOrganiser(party, organiserId);
  const found = await quoteFor(deps, party);
  const { quote } = found;
  if (quote.covers.length === 0) throw conflict(PARTY_MESSAGES.nobodyToPay, { quote });
  const covered = new Set(quote.covers.map((c) => c.orderId));
  const missing = [...new Set(input.orderIds)].filter((id) => !covered.has(id));
  if (missing.length > 0 || covered.size !== new Set(input.orderIds).size) {
    const why = await whyNotCovered(deps.db, party, missing, found);
    throw conflict(`${PARTY_MESSAGES.payAllChanged}${why ? ` (${why})` : ''}.`, { quote });
  }
  const intent = await openGroupPayment(
    deps,
    quote.covers.map((c) => ({ orderId: c.orderId, billNo: c.billNo, amountPaise: c.amountPaise })),
    `party-${party.code}`,
  );
  const { groupPaymentId: _id, provider, ...payment } = intent;
  return { ...quote, payment: { ...payment, provider: provider === 'razorpay' ? 'razorpay' : 'local' } };
}

/** Whether every part of the group payment is an order of this party (the organiser's to pay). */
export async function isPartyGroup(db: Executor, party: PartyRow, group: PaymentRow): Promise<boolean> {
  if (group.purpose !== 'group') return false;
  const parts = await groupParts(db, group.id);
  const ids = parts.flatMap((p) => (p.orderId ? [p.orderId] : []));
  if (ids.length === 0 || ids.length !== parts.length) return false;
  const linked = await db
    .select({ id: partyOrders.orderId })
    .from(partyOrders)
    .where(and(eq(partyOrders.partyId, party.id), inArray(partyOrders.orderId, ids)));
  return linked.length === ids.length;
}

const refused = () => new AppError('PAYMENT_FAILED', COMMERCE_MESSAGES.paymentFailed);

/**
 * POST /api/parties/:code/pay-all/verify: the organiser's widget (or local page) result for the
 * payment for everyone. Each covered order is then paid exactly as if its member had paid alone;
 * a part whose piece was taken meanwhile, or whose order another payment paid first, goes back
 * to the organiser's card on its own (the answer names whose). A bad signature is 402.
 */
export async function verifyPayAll(
  deps: PaymentDeps,
  party: PartyRow,
  organiserId: string,
  input: PartyPayAllVerify,
  group: PaymentRow | undefined,
): Promise<PartyPayAllResult> {
  assertOrganiser(party, organiserId);
  if (!group || !(await isPartyGroup(deps.db, party, group))) throw refused();
  await confirmWidgetPayment(deps, input, { purposes: ['group'], ownerId: group.id, refused });
  const parts = await deps.db
    .select({ status: payments.status, userId: orders.userId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.groupId, group.id));
  const view = await partyView(deps.db, party, organiserId);
  const names = new Map((view.members ?? []).map((m) => [m.memberId, m.firstName]));
  const named = (statuses: readonly string[]) =>
    parts.filter((p) => statuses.includes(p.status)).map((p) => names.get(p.userId) ?? 'Guest');
  return {
    party: view,
    paidFor: named(['captured']),
    refundedFor: named(['refund_due', 'refunding', 'refunded']),
  };
}
