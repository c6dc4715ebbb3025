import { randomBytes } from 'node:crypto';
import { eventDateError, partyDiscountPct, todayInIndia } from '@vastra/shared/rules';
import { type CreateParty, PARTY_MESSAGES, type Party, type PartyMemberStatus } from '@vastra/shared/schemas';
import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  branches,
  kits,
  orderLines,
  orders,
  parties,
  partyMembers,
  partyOrders,
  products,
  users,
} from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { isLivePiece, kitRecords } from '../kits/index.ts';
import { getSettings } from '../system/index.ts';

export type PartyRow = typeof parties.$inferSelect;

const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Orders that no longer count as a member's choice. */
const GONE = ['expired', 'cancelled', 'payment_failed', 'refund_due'] as const;

/** The link's code: ten letters and digits nobody can guess. */
function newCode(): string {
  return [...randomBytes(10)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** The party by its share code, or 404 (a code is never a database error). */
export async function partyByCode(db: Executor, code: string): Promise<PartyRow> {
  if (!/^[a-z0-9]{6,20}$/.test(code)) throw notFound(PARTY_MESSAGES.notFound);
  const [row] = await db.select().from(parties).where(eq(parties.code, code));
  if (!row) throw notFound(PARTY_MESSAGES.notFound);
  return row;
}

/** Only the party's organiser may do this (403 for anyone else, members too). */
export function assertOrganiser(party: PartyRow, userId: string): void {
  if (party.organiserId !== userId) throw forbidden(PARTY_MESSAGES.organiserOnly);
}

/** POST /api/parties: the organiser creates the party and is its first member. */
export async function createParty(db: Db, organiserId: string, input: CreateParty, now: Date) {
  const settings = await getSettings(db);
  const dateProblem = eventDateError(input.eventDate, todayInIndia(now), settings.rental);
  if (dateProblem) throw badRequest(dateProblem, { eventDate: dateProblem });
  let branchId: number | null = null;
  if (input.branchCode) {
    const [branch] = await db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.code, input.branchCode.toUpperCase()));
    if (!branch) throw badRequest('Branch not found', { branchCode: 'Branch not found' });
    branchId = branch.id;
  }
  const codes = [...new Set((input.productCodes ?? []).map((c) => c.toUpperCase()))];
  const pieces =
    codes.length === 0
      ? []
      : await db
          .select({ id: products.id })
          .from(products)
          .where(and(inArray(products.code, codes), eq(products.isActive, true)));
  if (pieces.length !== codes.length)
    throw badRequest('Some pieces were not found', { productCodes: 'Some pieces were not found' });
  return db.transaction(async (tx) => {
    const [party] = await tx
      .insert(parties)
      .values({
        code: newCode(),
        name: input.name,
        organiserId,
        eventDate: input.eventDate,
        branchId,
        pincode: input.pincode ?? null,
        theme: input.theme ?? '',
        productIds: pieces.map((p) => p.id),
        createdAt: now,
      })
      .returning();
    if (!party) throw new Error('party insert returned no row');
    await tx.insert(partyMembers).values({ partyId: party.id, userId: organiserId, joinedAt: now });
    return party;
  });
}

/** POST /api/parties/:code/join: the logged-in customer becomes a member (again: no change). */
export async function joinParty(db: Db, party: PartyRow, userId: string, now: Date): Promise<void> {
  await db.insert(partyMembers).values({ partyId: party.id, userId, joinedAt: now }).onConflictDoNothing();
}

export async function isMember(db: Executor, partyId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: partyMembers.userId })
    .from(partyMembers)
    .where(and(eq(partyMembers.partyId, partyId), eq(partyMembers.userId, userId)));
  return Boolean(row);
}

/** How many have joined: the group size the discount goes by. */
export async function memberCount(db: Executor, partyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(partyMembers).where(eq(partyMembers.partyId, partyId));
  return row?.n ?? 0;
}

/** Each member with their live choice (the newest order not lapsed or cancelled): the organiser, then by joining. */
export async function memberStatuses(db: Executor, party: PartyRow): Promise<PartyMemberStatus[]> {
  const members = await db
    .select({ id: users.id, firstName: users.firstName })
    .from(partyMembers)
    .innerJoin(users, eq(users.id, partyMembers.userId))
    .where(eq(partyMembers.partyId, party.id))
    .orderBy(desc(sql`${users.id} = ${party.organiserId}`), asc(partyMembers.joinedAt), asc(users.id));
  const choices = await db
    .select({
      userId: partyOrders.userId,
      id: orders.id,
      billNo: orders.billNo,
      status: orders.status,
      advance: orders.advance,
      pieceName: orderLines.productName,
      kitName: orderLines.kitName,
      measurements: orderLines.measurements,
    })
    .from(partyOrders)
    .innerJoin(orders, eq(orders.id, partyOrders.orderId))
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(partyOrders.partyId, party.id), notInArray(orders.status, [...GONE])))
    .orderBy(desc(orders.createdAt));
  return members.map((m) => {
    const choice = choices.find((c) => c.userId === m.id);
    return {
      memberId: m.id,
      firstName: m.firstName || 'Guest',
      organiser: m.id === party.organiserId,
      chosen: Boolean(choice),
      measured: Boolean(choice && Object.keys(choice.measurements).length > 0),
      paid: Boolean(choice && choice.status !== 'pending_payment'),
      order: choice
        ? {
            id: choice.id,
            billNo: choice.billNo,
            status: choice.status,
            pieceName: choice.pieceName,
            kitName: choice.kitName,
            advance: choice.advance,
          }
        : null,
    };
  });
}

/**
 * The kits members may choose: live kits of the party's branch (any branch when delivered); with
 * a set of pieces, only kits whose every part has a piece of the set (members then choose those).
 */
async function partyKits(db: Db, party: PartyRow): Promise<Party['kits']> {
  const records = await kitRecords(
    db,
    and(eq(kits.isActive, true), party.branchId === null ? undefined : eq(kits.branchId, party.branchId)),
  );
  const inSet = (id: number) => party.productIds.length === 0 || party.productIds.includes(id);
  return records
    .filter((r) => r.parts.every((p) => p.pieces.some((piece) => isLivePiece(piece) && inSet(piece.id))))
    .map(({ kit }) => ({ code: kit.code, slug: kit.slug, name: kit.name }));
}

/** GET /api/parties/:code: what the viewer may see (visitor, member or organiser). */
export async function partyView(db: Db, party: PartyRow, viewerId: string | null): Promise<Party> {
  const [settings, statuses, branch, pieces, kits] = await Promise.all([
    getSettings(db),
    memberStatuses(db, party),
    party.branchId === null
      ? Promise.resolve(undefined)
      : db
          .select({ code: branches.code, name: branches.name })
          .from(branches)
          .where(eq(branches.id, party.branchId))
          .then((r) => r[0]),
    party.productIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ code: products.code, name: products.name, size: products.size })
          .from(products)
          .where(inArray(products.id, party.productIds))
          .orderBy(asc(products.code)),
    partyKits(db, party),
  ]);
  const me = statuses.find((s) => s.memberId === viewerId);
  const role = viewerId === party.organiserId ? 'organiser' : me ? 'member' : 'visitor';
  return {
    code: party.code,
    name: party.name,
    eventDate: party.eventDate,
    theme: party.theme,
    branch: branch ?? null,
    pincode: party.pincode,
    pieces,
    kits,
    role,
    memberCount: statuses.length,
    joined: role === 'visitor' ? null : statuses.map((s) => s.firstName),
    members: role === 'organiser' ? statuses : null,
    discountPct: partyDiscountPct(statuses.length, settings.party.discounts),
    myOrderId: me?.order?.id ?? null,
    sharePath: `/party/${party.code}`,
  };
}
