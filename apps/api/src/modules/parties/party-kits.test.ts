import {
  KIT_MESSAGES,
  type Party,
  type PartyPayAllQuote,
  type PartyPayAllResult,
} from '@vastra/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { ADDRESS, activeBookings, eventIn, MEN_SIZES, newKey } from '../../test-support/commerce.ts';
import { type Customer, createCustomer } from '../../test-support/customers.ts';
import { signInAsStaff } from '../../test-support/staff.ts';
import { orderLedger } from '../payments/index.ts';

// Wedding-party members choosing a whole outfit (a kit) instead of a piece alone.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type KitView = {
  parts: { position: number; label: string; pieces: { code: string; free: boolean | null }[] }[];
};
type Pick = { position: number; code: string };

async function customerNamed(firstName: string): Promise<Customer> {
  const who = await createCustomer(ctx);
  await ctx.app.db.update(users).set({ firstName, lastName: 'Sharma' }).where(eq(users.id, who.userId));
  return who;
}

const call = (method: 'GET' | 'POST', url: string, who: Customer, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

/** The first event date from `days` ahead with a free piece for every part of the groom's kit (another size than the first when there is one). */
async function freeGroomKit(days: number): Promise<{ eventDate: string; parts: Pick[]; labels: string[] }> {
  for (let d = days; d < days + 120; d += 3) {
    const eventDate = eventIn(ctx, d);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/kits/royal-groom-kit?eventDate=${eventDate}`,
    });
    const kit = res.json() as KitView;
    const free = kit.parts.map((p) => p.pieces.filter((x) => x.free));
    if (free.every((f) => f.length > 0)) {
      const parts = kit.parts.map((p, i) => ({
        position: p.position,
        code: (free[i]![1] ?? free[i]![0]!).code,
      }));
      return { eventDate, parts, labels: kit.parts.map((p) => p.label) };
    }
  }
  throw new Error('no date with the whole kit free');
}

async function partyOn(eventDate: string, memberNames: string[], productCodes?: string[]) {
  const organiser = await customerNamed('Rohit');
  const created = await call('POST', '/parties', organiser, {
    name: 'Sharma baraat',
    eventDate,
    pincode: '400067',
    ...(productCodes ? { productCodes } : {}),
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

const chooseKit = (code: string, who: Customer, parts: Pick[]) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/parties/${code}/choice`,
    headers: { ...who.headers, 'idempotency-key': newKey() },
    payload: { kit: 'KIT1001', parts, measurements: MEN_SIZES, address: ADDRESS, deliveryType: 'pickup' },
  });

const choosePiece = (code: string, who: Customer, pieceCode: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/parties/${code}/choice`,
    headers: { ...who.headers, 'idempotency-key': newKey() },
    payload: { code: pieceCode, measurements: MEN_SIZES, address: ADDRESS, deliveryType: 'pickup' },
  });

async function productId(code: string): Promise<number> {
  const r = await ctx.app.db.execute<{ id: number }>(sql`select id from products where code = ${code}`);
  return Number(r.rows[0]!.id);
}

/** The live (held or confirmed) bookings of each piece around the event date, as statuses. */
async function statusesOf(codes: string[], eventDate: string): Promise<string[][]> {
  const out: string[][] = [];
  for (const code of codes) {
    const live = await activeBookings(ctx, await productId(code));
    out.push(
      live.filter((b) => b.deliveryDate <= eventDate && eventDate <= b.returnDate).map((b) => b.status),
    );
  }
  return out;
}

const ordersOf = async (who: Customer) =>
  (await ctx.app.db.execute(sql`select id from orders where user_id = ${who.userId}`)).rows;

describe('a wedding-party member chooses a kit', () => {
  it('books every part in its own size at the kit price; the organiser sees the kit and pays for it with everyone', async () => {
    const { eventDate, parts } = await freeGroomKit(50);
    const { organiser, party, members } = await partyOn(eventDate, ['Vikram']);
    const [vikram] = members as [Customer];
    expect(party.kits.map((k) => k.code)).toContain('KIT1001');

    const res = await chooseKit(party.code, vikram, parts);
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json() as { order: { id: string; lines: { kit?: { name: string } }[] } };
    // One order whose lines are the kit's four parts, every part held for it.
    expect(order.lines).toHaveLength(parts.length);
    expect(new Set(order.lines.map((l) => l.kit?.name))).toEqual(new Set(['Royal Groom Kit']));
    expect(
      await statusesOf(
        parts.map((p) => p.code),
        eventDate,
      ),
    ).toEqual(parts.map(() => ['held']));
    const kitPrice = await ctx.app.db.execute<{ n: number }>(
      sql`select count(distinct kit_group)::int as n from order_lines where order_id = ${order.id}`,
    );
    expect(kitPrice.rows[0]?.n).toBe(1);

    // The organiser's list shows the kit's name as the member's choice.
    const seen = (await call('GET', `/parties/${party.code}`, organiser)).json() as Party;
    const vikramRow = seen.members?.find((m) => m.memberId === vikram.userId);
    expect(vikramRow).toMatchObject({ chosen: true, measured: true, paid: false });
    expect(vikramRow?.order?.kitName).toBe('Royal Groom Kit');
    // Staff see the party's orders as one group on the board, the kit by its name.
    const owner = await signInAsStaff(ctx, 'owner');
    const board = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/orders?party=${party.code}`,
      headers: owner.headers,
    });
    expect(board.statusCode, board.body).toBe(200);
    expect(board.json().items).toEqual([
      expect.objectContaining({ id: order.id, kitNames: ['Royal Groom Kit'] }),
    ]);

    // "Pay for everyone" covers the kit's whole advance; once paid, every part is confirmed.
    const quote = (await call('GET', `/parties/${party.code}/pay-all`, organiser)).json() as PartyPayAllQuote;
    expect(quote.covers).toEqual([
      expect.objectContaining({ orderId: order.id, pieceName: 'Royal Groom Kit' }),
    ]);
    const opened = await call('POST', `/parties/${party.code}/pay-all`, organiser, { orderIds: [order.id] });
    expect(opened.statusCode, opened.body).toBe(200);
    const page = await call('POST', `/parties/${party.code}/pay/local`, organiser, {
      gatewayOrderId: opened.json().payment.gatewayOrderId,
      outcome: 'pay',
    });
    const verified = await call('POST', `/parties/${party.code}/pay-all/verify`, organiser, page.json());
    expect(verified.statusCode, verified.body).toBe(200);
    expect((verified.json() as PartyPayAllResult).paidFor).toHaveLength(1);
    expect(
      await statusesOf(
        parts.map((p) => p.code),
        eventDate,
      ),
    ).toEqual(parts.map(() => ['confirmed']));

    // What is still due is what the ledger's entries add up to: the kit's balance after its advance.
    const { summary } = await orderLedger(ctx.app.db, order.id);
    const stored = await ctx.app.db.execute<{ sum: number; balance: number; advance: number; total: number }>(
      sql`select (select coalesce(sum(amount), 0)::int from ledger_entries where order_id = o.id) as sum,
        o.balance, o.advance, o.total from orders o where o.id = ${order.id}`,
    );
    const row = stored.rows[0]!;
    expect(summary.due).toBe(Number(row.sum));
    expect(summary.due).toBe(Number(row.total) - quote.totalPaise / 100);
  });

  it('a kit part another member holds: 409 naming the part with a free substitute, nothing half-booked', async () => {
    const { eventDate, parts, labels } = await freeGroomKit(80);
    const { party, members } = await partyOn(eventDate, ['Kunal', 'Dev']);
    const [kunal, dev] = members as [Customer, Customer];
    const safa = parts[1]!.code;

    expect((await choosePiece(party.code, kunal, safa)).statusCode).toBe(201);
    const res = await chooseKit(party.code, dev, parts);
    expect(res.statusCode, res.body).toBe(409);
    const error = res.json().error;
    expect(error.part).toEqual({ label: labels[1], code: safa });
    expect(error.message).toContain(KIT_MESSAGES.partTaken(labels[1]!, safa));
    expect(error.substitute?.code).toMatch(/^SAF/);
    expect(error.substitute.code).not.toBe(safa);
    // Nothing of Dev's kit is held: only Kunal's safa.
    expect(
      await statusesOf(
        parts.map((p) => p.code),
        eventDate,
      ),
    ).toEqual(parts.map((p) => (p.code === safa ? ['held'] : [])));
    expect(await ordersOf(dev)).toEqual([]);

    // With the substitute in the safa's place, the kit is booked.
    const swapped = parts.map((p) => (p.code === safa ? { ...p, code: error.substitute.code } : p));
    expect((await chooseKit(party.code, dev, swapped)).statusCode).toBe(201);
  });

  it('two members at the same moment, one a kit and one its safa alone: one wins whole, the other is refused', async () => {
    const { eventDate, parts, labels } = await freeGroomKit(110);
    const { party, members } = await partyOn(eventDate, ['Amit', 'Sunil']);
    const [amit, sunil] = members as [Customer, Customer];
    const safa = parts[1]!.code;
    const [kit, alone] = await Promise.all([
      chooseKit(party.code, amit, parts),
      choosePiece(party.code, sunil, safa),
    ]);
    expect([kit.statusCode, alone.statusCode].sort()).toEqual([201, 409]);
    const held = await statusesOf(
      parts.map((p) => p.code),
      eventDate,
    );
    if (kit.statusCode === 201) {
      expect(held).toEqual(parts.map(() => ['held']));
      expect(await ordersOf(sunil)).toEqual([]);
    } else {
      expect(kit.json().error.part).toEqual({ label: labels[1], code: safa });
      expect(held).toEqual(parts.map((p) => (p.code === safa ? ['held'] : [])));
      expect(await ordersOf(amit)).toEqual([]);
    }
  });

  it('with a set of pieces: a kit is offered and chosen only with pieces of the set', async () => {
    const { eventDate, parts } = await freeGroomKit(140);
    const inSet = parts.map((p) => p.code);
    const { party, members } = await partyOn(eventDate, ['Ajay'], inSet);
    const [ajay] = members as [Customer];
    expect(party.kits.map((k) => k.code)).toEqual(['KIT1001']);
    const kit = (
      await ctx.app.inject({ method: 'GET', url: `/api/kits/royal-groom-kit?eventDate=${eventDate}` })
    ).json() as KitView;
    const other = kit.parts[0]!.pieces.find((p) => p.code !== parts[0]!.code)!.code;
    const outside = await chooseKit(party.code, ajay, [{ ...parts[0]!, code: other }, ...parts.slice(1)]);
    expect(outside.statusCode).toBe(400);
    expect(await ordersOf(ajay)).toEqual([]);
    expect((await chooseKit(party.code, ajay, parts)).statusCode).toBe(201);

    // A party whose set does not cover a part offers no kit.
    const { party: narrow } = await partyOn(eventDate, [], inSet.slice(0, 2));
    expect(narrow.kits).toEqual([]);
  });
});
