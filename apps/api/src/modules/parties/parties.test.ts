import { PARTY_MESSAGES, type Party } from '@vastra/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import {
  ADDRESS,
  activeBookings,
  eventIn,
  MEN_SIZES,
  newKey,
  type Piece,
  pickPiece,
} from '../../test-support/commerce.ts';
import { type Customer, createCustomer } from '../../test-support/customers.ts';
import { signInAsStaff } from '../../test-support/staff.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function customerNamed(firstName: string): Promise<Customer> {
  const who = await createCustomer(ctx);
  await ctx.app.db.update(users).set({ firstName, lastName: 'Sharma' }).where(eq(users.id, who.userId));
  return who;
}

async function newParty(organiser: Customer, body: Record<string, unknown>): Promise<Party> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/parties',
    headers: organiser.headers,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const view = (code: string, who?: Customer) =>
  ctx.app.inject({ method: 'GET', url: `/api/parties/${code}`, headers: who?.headers ?? {} });

async function join(code: string, who: Customer): Promise<Party> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/parties/${code}/join`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const choose = (code: string, who: Customer, piece: Piece) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/parties/${code}/choice`,
    headers: { ...who.headers, 'idempotency-key': newKey() },
    payload: { code: piece.code, measurements: MEN_SIZES, address: ADDRESS, deliveryType: 'pickup' },
  });

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await ctx.app.db.execute<{ n: number }>(query);
  return result.rows[0]?.n ?? 0;
}

describe('wedding parties', () => {
  it('the link shows members only first names, and only to members; the organiser sees progress', async () => {
    const organiser = await customerNamed('Rohit');
    const piece = await pickPiece(ctx, 'men');
    const party = await newParty(organiser, {
      name: 'Sharma baraat',
      eventDate: eventIn(ctx, 40),
      pincode: '400067',
      theme: 'Ivory and gold',
      productCodes: [piece.code],
    });
    expect(party).toMatchObject({ role: 'organiser', memberCount: 1, sharePath: `/party/${party.code}` });
    expect(party.pieces.map((p) => p.code)).toEqual([piece.code]);

    const anonymous = (await view(party.code)).json() as Party;
    expect(anonymous).toMatchObject({ name: 'Sharma baraat', theme: 'Ivory and gold', role: 'visitor' });
    expect(anonymous.joined).toBeNull();
    expect(anonymous.members).toBeNull();

    const guest = await customerNamed('Vikram');
    const asMember = await join(party.code, guest);
    expect(asMember.role).toBe('member');
    expect(asMember.joined).toEqual(['Rohit', 'Vikram']);
    expect(asMember.members).toBeNull();
    expect(JSON.stringify(asMember)).not.toContain('Sharma"');
    expect(JSON.stringify(asMember)).not.toContain(guest.mobile);

    const forOrganiser = (await view(party.code, organiser)).json() as Party;
    expect(forOrganiser.members?.map((m) => [m.firstName, m.chosen, m.measured, m.paid])).toEqual([
      ['Rohit', false, false, false],
      ['Vikram', false, false, false],
    ]);
    expect((await view('nosuchparty1')).statusCode).toBe(404);
  });

  it('a member chooses a piece of the set: their own order, measured, with the group discount on the rent', async () => {
    const organiser = await customerNamed('Anil');
    const [piece, other] = [await pickPiece(ctx, 'men'), await pickPiece(ctx, 'men')];
    const party = await newParty(organiser, {
      name: 'Mehta sangeet',
      eventDate: eventIn(ctx, 41),
      pincode: '400067',
      productCodes: [piece.code],
    });
    const [a, b] = [await customerNamed('Kunal'), await customerNamed('Dev')];
    await join(party.code, a);
    const outsider = await customerNamed('Zoya');
    expect((await choose(party.code, outsider, piece)).json().error.message).toBe(PARTY_MESSAGES.notMember);
    expect((await choose(party.code, a, other)).statusCode).toBe(400);
    await join(party.code, b);

    const res = await choose(party.code, a, piece);
    expect(res.statusCode, res.body).toBe(201);
    const { order, payment } = res.json();
    expect(order.status).toBe('pending_payment');
    expect(payment.amountPaise).toBeGreaterThan(0);
    // Three joined: the default setting takes 5 % off the rent.
    expect(order.amounts.discount).toBe(Math.round((piece.baseRent ?? 0) * 0.05));
    expect(order.amounts.discount).toBeGreaterThan(0);

    const statuses = ((await view(party.code, organiser)).json() as Party).members!;
    expect(statuses.find((m) => m.memberId === a.userId)).toMatchObject({
      chosen: true,
      measured: true,
      paid: false,
    });
    expect((await choose(party.code, a, piece)).json().error.message).toBe(PARTY_MESSAGES.alreadyChosen);
  });

  it('two members, one piece, at the same moment: one holds it, the other gets a clear 409, nothing half-booked', async () => {
    const organiser = await customerNamed('Suresh');
    const piece = await pickPiece(ctx, 'men');
    const party = await newParty(organiser, {
      name: 'Patel baraat',
      eventDate: eventIn(ctx, 50),
      pincode: '400067',
    });
    const [a, b] = [await customerNamed('Amit'), await customerNamed('Bharat')];
    await join(party.code, a);
    await join(party.code, b);

    const replies = await Promise.all([choose(party.code, a, piece), choose(party.code, b, piece)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = replies.find((r) => r.statusCode === 409)!;
    expect(refused.json().error).toMatchObject({ code: 'CONFLICT' });
    expect(refused.json().error.message).toMatch(/booked|available/i);

    expect(await activeBookings(ctx, piece.id)).toHaveLength(1);
    expect(await count(sql`select count(*)::int as n from order_lines where product_id = ${piece.id}`)).toBe(
      1,
    );
    const partyId = sql`(select id from parties where code = ${party.code})`;
    expect(await count(sql`select count(*)::int as n from party_orders where party_id = ${partyId}`)).toBe(1);
    const statuses = ((await view(party.code, organiser)).json() as Party).members!;
    expect(statuses.filter((m) => m.chosen)).toHaveLength(1);
  });

  it("the organiser pays a member's advance in one payment; the member's order shows it paid", async () => {
    const organiser = await customerNamed('Neha');
    const piece = await pickPiece(ctx, 'men');
    const party = await newParty(organiser, {
      name: 'Joshi wedding',
      eventDate: eventIn(ctx, 55),
      pincode: '400067',
    });
    const member = await customerNamed('Farhan');
    await join(party.code, member);
    const placed = (await choose(party.code, member, piece)).json();

    const stranger = await customerNamed('Imran');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/parties/${party.code}/members/${member.userId}/pay`,
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(403);

    const opened = await ctx.app.inject({
      method: 'POST',
      url: `/api/parties/${party.code}/members/${member.userId}/pay`,
      headers: organiser.headers,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { orderId, payment } = opened.json();
    expect(orderId).toBe(placed.order.id);
    expect(payment.amountPaise).toBe(placed.payment.amountPaise);

    const page = await ctx.app.inject({
      method: 'POST',
      url: `/api/parties/${party.code}/pay/local`,
      headers: organiser.headers,
      payload: { gatewayOrderId: payment.gatewayOrderId, outcome: 'pay' },
    });
    expect(page.statusCode, page.body).toBe(200);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: `/api/parties/${party.code}/pay/verify`,
      headers: organiser.headers,
      payload: { orderId, ...(page.json() as object) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((verified.json() as Party).members?.find((m) => m.memberId === member.userId)?.paid).toBe(true);

    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: member.headers,
    });
    expect(own.json().status).toBe('paid');
    expect((await activeBookings(ctx, piece.id)).map((b) => b.status)).toEqual(['confirmed']);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/parties/${party.code}/members/${member.userId}/pay`,
      headers: organiser.headers,
    });
    expect(again.statusCode).toBe(409);
  });

  it('reminders go to members who have not chosen or paid, once a day each', async () => {
    const organiser = await customerNamed('Pooja');
    const party = await newParty(organiser, {
      name: 'Iyer mehendi',
      eventDate: eventIn(ctx, 60),
      pincode: '400067',
    });
    const member = await customerNamed('Lata');
    await join(party.code, member);
    const remind = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/parties/${party.code}/reminders`,
        headers: organiser.headers,
      });
    expect((await remind()).json()).toEqual({ reminded: ['Lata'] });
    expect((await remind()).json()).toEqual({ reminded: [] });
    const sms = await count(sql`select count(*)::int as n from messages
      where event = 'party_reminder' and user_id = ${member.userId} and body like ${'%Iyer mehendi%'}`);
    expect(sms).toBe(1);
    const byMember = await ctx.app.inject({
      method: 'POST',
      url: `/api/parties/${party.code}/reminders`,
      headers: member.headers,
    });
    expect(byMember.statusCode).toBe(403);
  });

  it("staff see the party as one group: a badge and a filter on the orders board, its name on the calendar's bars", async () => {
    const organiser = await customerNamed('Gita');
    const piece = await pickPiece(ctx, 'men');
    const eventDate = eventIn(ctx, 65);
    const party = await newParty(organiser, { name: 'Kapoor baraat', eventDate, pincode: '400067' });
    const member = await customerNamed('Tarun');
    await join(party.code, member);
    const placed = (await choose(party.code, member, piece)).json();
    const loner = await pickPiece(ctx, 'men');
    const elsewhere = await newParty(organiser, { name: 'Other party', eventDate, pincode: '400067' });
    await choose(elsewhere.code, organiser, loner);

    const owner = await signInAsStaff(ctx, 'owner');
    const board = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/orders?party=${party.code}`,
      headers: owner.headers,
    });
    expect(board.statusCode, board.body).toBe(200);
    const rows = board.json().items as { id: string; party: { code: string; name: string } | null }[];
    expect(rows.map((r) => r.id)).toEqual([placed.order.id]);
    expect(rows[0]!.party).toEqual({ code: party.code, name: 'Kapoor baraat' });

    const calendar = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/calendar?branch=${piece.branchId}&from=${eventDate}&to=${eventDate}&q=${piece.code}`,
      headers: owner.headers,
    });
    expect(calendar.statusCode, calendar.body).toBe(200);
    const bars = calendar.json().pieces[0].bars as { kind: string; partyName?: string | null }[];
    expect(bars.find((b) => b.kind === 'rental')?.partyName).toBe('Kapoor baraat');
  });
});
