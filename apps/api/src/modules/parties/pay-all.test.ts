import {
  COMMERCE_MESSAGES,
  PARTY_MESSAGES,
  type Party,
  type PartyPayAllQuote,
  type PartyPayAllResult,
  type PartyPayAllStart,
} from '@vastra/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import type { LocalGateway } from '../../integrations/payment/index.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import {
  ADDRESS,
  activeBookings,
  eventIn,
  MEN_SIZES,
  newKey,
  type Piece,
  pickPiece,
  placeOrder,
  rentIntoCart,
} from '../../test-support/commerce.ts';
import { type Customer, createCustomer } from '../../test-support/customers.ts';
import { releaseLapsedHolds } from '../orders/index.ts';
import { appGateway, orderLedger } from '../payments/index.ts';

let ctx: TestContext;
let gateway: LocalGateway;
beforeAll(async () => {
  ctx = await createTestApp();
  gateway = appGateway(ctx.app) as LocalGateway;
});
afterAll(() => ctx.close());

const HOLD_MS = 15 * 60_000;
type Placed = {
  order: { id: string; amounts: { total: number } };
  payment: { gatewayOrderId: string; amountPaise: number };
};
type Handler = { gatewayOrderId: string; paymentId: string; signature: string };

const names = new Map<string, string>();
async function customerNamed(firstName: string): Promise<Customer> {
  const who = await createCustomer(ctx);
  names.set(who.userId, firstName);
  await ctx.app.db.update(users).set({ firstName, lastName: 'Sharma' }).where(eq(users.id, who.userId));
  return who;
}

const call = (method: 'GET' | 'POST', url: string, who: Customer, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

/** A party of an organiser and members who joined from its link. */
async function partyOf(organiserName: string, memberNames: string[], eventInDays: number) {
  const organiser = await customerNamed(organiserName);
  const created = await call('POST', '/parties', organiser, {
    name: `${organiserName} baraat`,
    eventDate: eventIn(ctx, eventInDays),
    pincode: '400067',
  });
  expect(created.statusCode, created.body).toBe(201);
  const party = created.json() as Party;
  const members: Customer[] = [];
  for (const name of memberNames) {
    const member = await customerNamed(name);
    expect((await call('POST', `/parties/${party.code}/join`, member)).statusCode).toBe(200);
    members.push(member);
  }
  return { organiser, party, members };
}

async function choose(code: string, who: Customer, piece: Piece): Promise<Placed> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/parties/${code}/choice`,
    headers: { ...who.headers, 'idempotency-key': newKey() },
    payload: {
      code: piece.code,
      measurements: MEN_SIZES,
      // The order's details name the member (they become the account's name).
      address: { ...ADDRESS, firstName: names.get(who.userId) },
      deliveryType: 'pickup',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function openPayAll(code: string, organiser: Customer, orderIds: string[]) {
  return call('POST', `/parties/${code}/pay-all`, organiser, { orderIds });
}

/** The organiser pays on the local gateway's page: what the widget's handler would get. */
async function payOnPage(code: string, organiser: Customer, gatewayOrderId: string): Promise<Handler> {
  const page = await call('POST', `/parties/${code}/pay/local`, organiser, {
    gatewayOrderId,
    outcome: 'pay',
  });
  expect(page.statusCode, page.body).toBe(200);
  return page.json();
}

const verifyPayAll = (code: string, organiser: Customer, handler: Handler) =>
  call('POST', `/parties/${code}/pay-all/verify`, organiser, handler);

/** A member pays their own advance on the local page (verified separately). */
async function memberPage(member: Customer, gatewayOrderId: string): Promise<Handler> {
  const page = await call('POST', '/payments/local/complete', member, { gatewayOrderId, outcome: 'pay' });
  expect(page.statusCode, page.body).toBe(200);
  return page.json();
}

const orderStatus = async (orderId: string) =>
  (await ctx.app.db.execute<{ status: string }>(sql`select status from orders where id = ${orderId}`)).rows[0]
    ?.status;

/** The order's ledger agrees with itself (due and refundable from its entries) and says what it was paid. */
async function ledgerOf(orderId: string) {
  const { entries, summary } = await orderLedger(ctx.app.db, orderId);
  const stored = await ctx.app.db.execute<{ sum: number }>(
    sql`select coalesce(sum(amount), 0)::int as sum from ledger_entries where order_id = ${orderId}`,
  );
  expect(summary.due - summary.refundable).toBe(Number(stored.rows[0]?.sum));
  expect(Math.min(summary.due, summary.refundable)).toBe(0);
  return { entries, summary };
}

async function paymentsOf(orderId: string) {
  const rows = await ctx.app.db.execute<{
    status: string;
    group: boolean;
    paymentId: string | null;
    refunded: number;
  }>(
    sql`select status, group_id is not null as "group", payment_id as "paymentId", refunded_paise as refunded
      from payments where order_id = ${orderId} order by created_at`,
  );
  return rows.rows;
}

const groupPayments = async () =>
  (
    await ctx.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from payments where purpose = 'group'`,
    )
  ).rows[0]?.n;

describe('the organiser pays for everyone in one payment', () => {
  it('covers every member who chose and has not paid; one gateway payment; each order paid as if alone', async () => {
    const { organiser, party, members } = await partyOf('Rohit', ['Vikram', 'Kunal', 'Dev', 'Amit'], 70);
    const [vikram, kunal, dev] = members as [Customer, Customer, Customer, Customer];
    const pieces = [await pickPiece(ctx, 'men'), await pickPiece(ctx, 'men'), await pickPiece(ctx, 'men')];
    const own = await choose(party.code, vikram, pieces[0]!);
    await memberPage(vikram, own.payment.gatewayOrderId).then((h) =>
      call('POST', '/payments/verify', vikram, { orderId: own.order.id, ...h }),
    );
    const forKunal = await choose(party.code, kunal, pieces[1]!);
    const forDev = await choose(party.code, dev, pieces[2]!);

    // Before paying: who it covers, the total, and who is left out and why.
    const quoted = await call('GET', `/parties/${party.code}/pay-all`, organiser);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json() as PartyPayAllQuote;
    // Members who joined at the same moment are listed in any order.
    const covers = quote.covers.map((c) => [c.firstName, c.orderId, c.amountPaise]);
    expect(covers.sort()).toEqual([
      ['Dev', forDev.order.id, forDev.payment.amountPaise],
      ['Kunal', forKunal.order.id, forKunal.payment.amountPaise],
    ]);
    expect(quote.totalPaise).toBe(forKunal.payment.amountPaise + forDev.payment.amountPaise);
    expect(quote.leftOut).toEqual([
      { memberId: organiser.userId, firstName: 'Rohit', reason: PARTY_MESSAGES.notChosen },
      { memberId: members[3]!.userId, firstName: 'Amit', reason: PARTY_MESSAGES.notChosen },
    ]);

    // Only the organiser: a member is refused (403), an unknown party is 404.
    expect((await call('GET', `/parties/${party.code}/pay-all`, kunal)).statusCode).toBe(403);
    expect((await openPayAll(party.code, kunal, [forKunal.order.id])).statusCode).toBe(403);
    expect((await call('GET', '/parties/nosuchparty9/pay-all', organiser)).statusCode).toBe(404);

    const opened = await openPayAll(party.code, organiser, [forKunal.order.id, forDev.order.id]);
    expect(opened.statusCode, opened.body).toBe(200);
    const start = opened.json() as PartyPayAllStart;
    expect(start.payment.amountPaise).toBe(quote.totalPaise);
    const handler = await payOnPage(party.code, organiser, start.payment.gatewayOrderId);
    // A member cannot verify the organiser's payment for everyone.
    expect((await verifyPayAll(party.code, kunal, handler)).statusCode).toBe(403);
    const verified = await verifyPayAll(party.code, organiser, handler);
    expect(verified.statusCode, verified.body).toBe(200);
    const result = verified.json() as PartyPayAllResult;
    expect(result.paidFor.sort()).toEqual(['Dev', 'Kunal']);
    expect(result.refundedFor).toEqual([]);
    const paid = result.party.members?.filter((m) => m.paid).map((m) => m.firstName);
    expect(paid?.sort()).toEqual(['Dev', 'Kunal', 'Vikram']);

    // Each member's own order is paid and its piece confirmed, with its own advance in its ledger.
    for (const [who, placed, piece] of [
      [kunal, forKunal, pieces[1]!],
      [dev, forDev, pieces[2]!],
    ] as const) {
      const order = (await call('GET', `/orders/${placed.order.id}`, who)).json();
      expect(order.status).toBe('paid');
      expect((await activeBookings(ctx, piece.id)).map((b) => b.status)).toEqual(['confirmed']);
      const { entries, summary } = await ledgerOf(placed.order.id);
      const advance = placed.payment.amountPaise / 100;
      expect(entries.filter((e) => e.kind === 'advance').map((e) => e.amount)).toEqual([-advance]);
      expect(summary.paid).toBe(advance);
      expect(summary.due).toBe(placed.order.amounts.total - advance);
      const rows = await paymentsOf(placed.order.id);
      expect(rows.filter((r) => r.status === 'captured')).toMatchObject([
        { group: true, paymentId: handler.paymentId },
      ]);
    }
    // One gateway payment for both.
    const groups = await ctx.app.db.execute<{ n: number; amount: number }>(
      sql`select count(*)::int as n, sum(amount_paise)::int as amount from payments
        where purpose = 'group' and gateway_order_id = ${start.payment.gatewayOrderId} and status = 'captured'`,
    );
    expect(groups.rows[0]).toEqual({ n: 1, amount: quote.totalPaise });

    // The same result again changes nothing; nothing is left to pay.
    expect((await verifyPayAll(party.code, organiser, handler)).statusCode).toBe(200);
    expect((await ledgerOf(forDev.order.id)).entries.filter((e) => e.kind === 'advance')).toHaveLength(1);
    const again = await openPayAll(party.code, organiser, [forDev.order.id]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PARTY_MESSAGES.nobodyToPay);
  });

  it('leaves out, by name, a member whose hold ran out; pays the others; nothing half-booked', async () => {
    const { organiser, party, members } = await partyOf('Suresh', ['Bharat', 'Chetan'], 72);
    const [bharat, chetan] = members as [Customer, Customer];
    const [first, second] = [await pickPiece(ctx, 'men'), await pickPiece(ctx, 'men')];
    const lapsing = await choose(party.code, bharat, first);
    ctx.clock.advance(HOLD_MS - 5 * 60_000);
    const live = await choose(party.code, chetan, second);
    ctx.clock.advance(6 * 60_000);

    const groupsBefore = await groupPayments();
    const quote = (await call('GET', `/parties/${party.code}/pay-all`, organiser)).json() as PartyPayAllQuote;
    expect(quote.covers.map((c) => c.firstName)).toEqual(['Chetan']);
    expect(quote.leftOut).toContainEqual({
      memberId: bharat.userId,
      firstName: 'Bharat',
      reason: PARTY_MESSAGES.holdLapsed,
    });
    // The organiser's screen still showed Bharat: nothing is opened, and the answer says why.
    const stale = await openPayAll(party.code, organiser, [lapsing.order.id, live.order.id]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(
      `${PARTY_MESSAGES.payAllChanged} (Bharat: ${PARTY_MESSAGES.holdLapsed}).`,
    );
    expect(await groupPayments()).toBe(groupsBefore);

    const opened = await openPayAll(party.code, organiser, [live.order.id]);
    expect(opened.statusCode, opened.body).toBe(200);
    const start = opened.json() as PartyPayAllStart;
    expect(start.payment.amountPaise).toBe(live.payment.amountPaise);
    const verified = await verifyPayAll(
      party.code,
      organiser,
      await payOnPage(party.code, organiser, start.payment.gatewayOrderId),
    );
    expect((verified.json() as PartyPayAllResult).paidFor).toEqual(['Chetan']);
    expect(await orderStatus(live.order.id)).toBe('paid');
    // Bharat's lapsed choice was not paid, and once the hold job runs it holds nothing.
    await releaseLapsedHolds(ctx.app.db, ctx.clock.now);
    expect(await orderStatus(lapsing.order.id)).toBe('expired');
    expect(await activeBookings(ctx, first.id)).toEqual([]);
    expect((await ledgerOf(lapsing.order.id)).summary).toMatchObject({ due: 0, paid: 0 });
    const after = (await call('GET', `/parties/${party.code}/pay-all`, organiser)).json() as PartyPayAllQuote;
    expect(after.leftOut.find((m) => m.firstName === 'Bharat')?.reason).toBe(PARTY_MESSAGES.holdLapsed);
  });

  it('money arriving after holds lapsed: a free piece is booked again, a taken one gets its part refunded alone', async () => {
    const { organiser, party, members } = await partyOf('Gita', ['Tarun', 'Uday'], 74);
    const [tarun, uday] = members as [Customer, Customer];
    const [taken, free] = [await pickPiece(ctx, 'men'), await pickPiece(ctx, 'men')];
    const lost = await choose(party.code, tarun, taken);
    const kept = await choose(party.code, uday, free);
    const start = (
      await openPayAll(party.code, organiser, [lost.order.id, kept.order.id])
    ).json() as PartyPayAllStart;
    const handler = await payOnPage(party.code, organiser, start.payment.gatewayOrderId);

    ctx.clock.advance(HOLD_MS + 60_000);
    await releaseLapsedHolds(ctx.app.db, ctx.clock.now);
    const quick = await createCustomer(ctx);
    await rentIntoCart(ctx, quick, taken, party.eventDate);
    expect((await placeOrder(ctx, quick)).statusCode).toBe(201);

    const verified = await verifyPayAll(party.code, organiser, handler);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ paidFor: ['Uday'], refundedFor: ['Tarun'] });
    expect(await orderStatus(kept.order.id)).toBe('paid');
    expect((await activeBookings(ctx, free.id)).map((b) => b.status)).toEqual(['confirmed']);
    expect(await orderStatus(lost.order.id)).toBe('refunded');
    expect(await activeBookings(ctx, taken.id)).toHaveLength(1);

    // Tarun's part only goes back, on the one gateway payment.
    const refunds = gateway.refunds.filter((r) => r.paymentId === handler.paymentId);
    expect(refunds.map((r) => r.amountPaise)).toEqual([lost.payment.amountPaise]);
    const ledger = await ledgerOf(lost.order.id);
    expect(ledger.summary).toMatchObject({
      due: 0,
      refundable: 0,
      paid: lost.payment.amountPaise / 100,
      refunded: lost.payment.amountPaise / 100,
    });
    expect((await ledgerOf(kept.order.id)).summary.paid).toBe(kept.payment.amountPaise / 100);
  });

  it('a member paying their own advance while the organiser pays for everyone: the order is paid once, the later money goes back', async () => {
    const { organiser, party, members } = await partyOf('Neha', ['Farhan', 'Imran'], 76);
    const [farhan, imran] = members as [Customer, Customer];
    const [a, b] = [await pickPiece(ctx, 'men'), await pickPiece(ctx, 'men')];
    const own = await choose(party.code, farhan, a);
    const other = await choose(party.code, imran, b);
    const start = (
      await openPayAll(party.code, organiser, [own.order.id, other.order.id])
    ).json() as PartyPayAllStart;
    const byOrganiser = await payOnPage(party.code, organiser, start.payment.gatewayOrderId);
    const byMember = await memberPage(farhan, own.payment.gatewayOrderId);

    const [group, self] = await Promise.all([
      verifyPayAll(party.code, organiser, byOrganiser),
      call('POST', '/payments/verify', farhan, { orderId: own.order.id, ...byMember }),
    ]);
    expect(group.statusCode, group.body).toBe(200);
    // Whichever came second is owed back: the member hears so (409), or the organiser is told whose part goes back.
    const memberFirst = self.statusCode === 200;
    if (memberFirst) expect(group.json().refundedFor).toEqual(['Farhan']);
    else {
      expect(self.statusCode).toBe(409);
      expect(self.json().error.message).toBe(COMMERCE_MESSAGES.paidTwice);
      expect(group.json().refundedFor).toEqual([]);
    }
    expect(await orderStatus(own.order.id)).toBe('paid');
    expect(await orderStatus(other.order.id)).toBe('paid');
    expect((await activeBookings(ctx, a.id)).map((x) => x.status)).toEqual(['confirmed']);

    const rows = await paymentsOf(own.order.id);
    expect(rows.filter((r) => r.status === 'captured')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'refunded')).toHaveLength(1);
    const later = memberFirst ? byOrganiser : byMember;
    const refunds = gateway.refunds.filter((r) => r.paymentId === later.paymentId);
    expect(refunds.map((r) => r.amountPaise)).toEqual([own.payment.amountPaise]);

    const advance = own.payment.amountPaise / 100;
    const { summary } = await ledgerOf(own.order.id);
    expect(summary).toMatchObject({ paid: 2 * advance, refunded: advance, refundable: 0 });
    expect(summary.due).toBe(own.order.amounts.total - advance);
  });

  it("two of the organiser's tabs pay at once: each order is paid once and the second payment goes back whole", async () => {
    const { organiser, party, members } = await partyOf('Pooja', ['Lata', 'Mohan'], 78);
    const [lata, mohan] = members as [Customer, Customer];
    const placed = [
      await choose(party.code, lata, await pickPiece(ctx, 'men')),
      await choose(party.code, mohan, await pickPiece(ctx, 'men')),
    ];
    const ids = placed.map((p) => p.order.id);
    const tabs = [
      (await openPayAll(party.code, organiser, ids)).json() as PartyPayAllStart,
      (await openPayAll(party.code, organiser, ids)).json() as PartyPayAllStart,
    ];
    expect(tabs[0]!.payment.gatewayOrderId).not.toBe(tabs[1]!.payment.gatewayOrderId);
    const handlers = [
      await payOnPage(party.code, organiser, tabs[0]!.payment.gatewayOrderId),
      await payOnPage(party.code, organiser, tabs[1]!.payment.gatewayOrderId),
    ];
    const results = (await Promise.all(handlers.map((h) => verifyPayAll(party.code, organiser, h)))).map(
      (r) => r.json() as PartyPayAllResult,
    );
    expect(results.map((r) => r.paidFor.length).sort()).toEqual([0, 2]);
    const second = results.findIndex((r) => r.paidFor.length === 0);
    expect(results[second]!.refundedFor.sort()).toEqual(['Lata', 'Mohan']);
    const back = gateway.refunds.filter((r) => r.paymentId === handlers[second]!.paymentId);
    expect(back.reduce((s, r) => s + r.amountPaise, 0)).toBe(tabs[second]!.payment.amountPaise);
    for (const p of placed) {
      expect(await orderStatus(p.order.id)).toBe('paid');
      const { summary } = await ledgerOf(p.order.id);
      expect(summary.due).toBe(p.order.amounts.total - p.payment.amountPaise / 100);
      expect(summary.refundable).toBe(0);
    }
  });
});
