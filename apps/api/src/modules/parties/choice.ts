import { randomUUID } from 'node:crypto';
import { partyDiscountPct } from '@vastra/shared/rules';
import { KIT_MESSAGES, PARTY_MESSAGES, type PartyChoice } from '@vastra/shared/schemas';
import { and, eq, notInArray } from 'drizzle-orm';
import { orders, partyOrders } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { savedMeasurements } from '../cart/index.ts';
import { productByCode } from '../catalog/index.ts';
import { activeKitByCode, chosenKitParts } from '../kits/index.ts';
import { type OrderSource, placeOrder } from '../orders/index.ts';
import type { PaymentDeps } from '../payments/index.ts';
import { getSettings } from '../system/index.ts';
import { isMember, memberCount, type PartyRow } from './parties.ts';

const LAPSED = ['expired', 'cancelled', 'payment_failed', 'refund_due'] as const;

/** A member's live choice in the party, if any (their unpaid or paid order). */
async function liveChoice(tx: Tx, partyId: string, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(partyOrders)
    .innerJoin(orders, eq(orders.id, partyOrders.orderId))
    .where(
      and(
        eq(partyOrders.partyId, partyId),
        eq(partyOrders.userId, userId),
        notInArray(orders.status, [...LAPSED]),
      ),
    );
  return row?.id;
}

type SourceRows = Awaited<ReturnType<OrderSource['rows']>>;
type Line = Omit<SourceRows[number]['item'], 'productId'>;

/** The rows of a piece chosen alone: it must be a rental of the party's set and branch. */
async function pieceRows(deps: PaymentDeps, party: PartyRow, code: string, line: Line): Promise<SourceRows> {
  const product = await productByCode(deps.db, code);
  const outsideSet = party.productIds.length > 0 && !party.productIds.includes(product.id);
  const otherBranch = party.branchId !== null && product.branchId !== party.branchId;
  if (product.type !== 'rent' || outsideSet || otherBranch) throw notInParty();
  return [{ item: { ...line, productId: product.id }, product, kit: null }];
}

/**
 * The rows of a kit: one per part with the piece chosen for it (each by its size), sharing a kit
 * group and priced as the kit. With a set of pieces, every chosen piece must be of the set.
 */
async function kitRows(
  deps: PaymentDeps,
  party: PartyRow,
  input: { kit: string; parts: PartyChoice['parts'] },
  line: Line,
): Promise<SourceRows> {
  const record = await activeKitByCode(deps.db, input.kit);
  if (!record) throw notFound(KIT_MESSAGES.notFound);
  if (party.branchId !== null && record.kit.branchId !== party.branchId) throw notInParty();
  const parts = await chosenKitParts(deps.db, record, input.parts ?? []);
  if (party.productIds.length > 0 && parts.some((p) => !party.productIds.includes(p.piece.id)))
    throw notInParty();
  const { id, code, name, price, discountPct } = record.kit;
  const kitGroup = randomUUID();
  return parts.map(({ piece }) => ({
    item: { ...line, id: randomUUID(), productId: piece.id, kitId: id, kitGroup },
    product: piece,
    kit: { code, name, price, discountPct },
  }));
}

const notInParty = () => badRequest(PARTY_MESSAGES.notInParty, { code: PARTY_MESSAGES.notInParty });

/**
 * POST /api/parties/:code/choice: the member's piece or kit for the party's date, placed as their
 * own order (held while they pay, like any order; the database refuses a piece another member or
 * customer holds: 409, for a kit naming the part and offering a free substitute, with nothing
 * half-booked) with the group's discount on the rent. One live choice per member.
 */
export async function chooseForParty(
  deps: PaymentDeps,
  party: PartyRow,
  userId: string,
  input: PartyChoice,
  key: string,
) {
  if (!(await isMember(deps.db, party.id, userId))) throw forbidden(PARTY_MESSAGES.notMember);
  const [settings, saved] = await Promise.all([getSettings(deps.db), savedMeasurements(deps.db, userId)]);
  const { code, kit, parts, period, measurements, ...order } = input;
  const line: Line = {
    id: randomUUID(),
    userId,
    period: period ?? null,
    eventDate: party.eventDate,
    deliveryDate: null,
    returnDate: null,
    measurements: { ...saved, ...measurements },
    remark: `Wedding party: ${party.name}`,
    createdAt: deps.now(),
    kitId: null,
    kitGroup: null,
  };
  const rows = kit
    ? await kitRows(deps, party, { kit, parts }, line)
    : await pieceRows(deps, party, code ?? '', line);
  const { result } = await placeOrder(deps, userId, order, key, {
    rows: async (tx) => {
      if (await liveChoice(tx, party.id, userId)) throw conflict(PARTY_MESSAGES.alreadyChosen);
      return rows;
    },
    rentDiscountPct: async (tx) =>
      partyDiscountPct(await memberCount(tx, party.id), settings.party.discounts),
    linked: async (tx, orderId) => {
      await tx.insert(partyOrders).values({ orderId, partyId: party.id, userId });
    },
  });
  return result;
}
