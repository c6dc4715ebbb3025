import { randomUUID } from 'node:crypto';
import { partyDiscountPct } from '@vastra/shared/rules';
import { PARTY_MESSAGES, type PartyChoice } from '@vastra/shared/schemas';
import { and, eq, notInArray } from 'drizzle-orm';
import { orders, partyOrders } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { savedMeasurements } from '../cart/index.ts';
import { productByCode } from '../catalog/index.ts';
import { placeOrder } from '../orders/index.ts';
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

/**
 * POST /api/parties/:code/choice: the member's piece for the party's date, placed as their own
 * order (held while they pay, like any order; the database refuses a piece another member or
 * customer holds: 409) with the group's discount on the rent. One live choice per member.
 */
export async function chooseForParty(
  deps: PaymentDeps,
  party: PartyRow,
  userId: string,
  input: PartyChoice,
  key: string,
) {
  if (!(await isMember(deps.db, party.id, userId))) throw forbidden(PARTY_MESSAGES.notMember);
  const product = await productByCode(deps.db, input.code);
  const outsideSet = party.productIds.length > 0 && !party.productIds.includes(product.id);
  const otherBranch = party.branchId !== null && product.branchId !== party.branchId;
  if (product.type !== 'rent' || outsideSet || otherBranch)
    throw badRequest(PARTY_MESSAGES.notInParty, { code: PARTY_MESSAGES.notInParty });
  const [settings, saved] = await Promise.all([getSettings(deps.db), savedMeasurements(deps.db, userId)]);
  const now = deps.now();
  const { code: _code, period, measurements, ...order } = input;
  const { result } = await placeOrder(deps, userId, order, key, {
    rows: async (tx) => {
      if (await liveChoice(tx, party.id, userId)) throw conflict(PARTY_MESSAGES.alreadyChosen);
      const item = {
        id: randomUUID(),
        userId,
        productId: product.id,
        period: period ?? null,
        eventDate: party.eventDate,
        deliveryDate: null,
        returnDate: null,
        measurements: { ...saved, ...measurements },
        remark: `Wedding party: ${party.name}`,
        createdAt: now,
        kitId: null,
        kitGroup: null,
      };
      return [{ item, product, kit: null }];
    },
    rentDiscountPct: async (tx) =>
      partyDiscountPct(await memberCount(tx, party.id), settings.party.discounts),
    linked: async (tx, orderId) => {
      await tx.insert(partyOrders).values({ orderId, partyId: party.id, userId });
    },
  });
  return result;
}
