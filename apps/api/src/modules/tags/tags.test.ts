import { addDays, todayInIndia } from '@vastra/shared/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { pickPiece } from '../../test-support/commerce.ts';
import { createCustomer } from '../../test-support/customers.ts';
import { signInAsStaff } from '../../test-support/staff.ts';
import { placedRental } from '../../test-support/staff-orders.ts';
import { PIECE_NOT_FOUND } from './counter.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://shop.example.in/' });
});
afterAll(() => ctx.close());

const get = (url: string, headers?: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });

async function otherBranchCode(code: string): Promise<string> {
  const found = await ctx.app.db.execute(
    sql`select code from branches where code <> ${code} order by id limit 1`,
  );
  return (found.rows[0] as { code: string }).code;
}

const setLineStatus = (orderId: string, status: string) =>
  ctx.app.db.execute(sql`update order_lines set status = ${status} where order_id = ${orderId}`);

describe('QR tags and the counter lookup', () => {
  it('opens a scanned piece with its booking and the step that fits each status', async () => {
    const rental = await placedRental(ctx, { eventInDays: 12 });
    const staff = await signInAsStaff(ctx, 'staff', [rental.branchCode]);
    const counter = async (code = rental.piece.code) => {
      const res = await get(`/api/staff/pieces/${code}/counter`, staff.headers);
      expect(res.statusCode).toBe(200);
      return res.json();
    };

    const confirmed = await counter();
    expect(confirmed.piece).toMatchObject({ code: rental.piece.code, type: 'rent', isActive: true });
    expect(confirmed.piece.branch.code).toBe(rental.branchCode);
    expect(confirmed.status).toBe('booked');
    expect(confirmed.booking).toMatchObject({
      orderId: rental.orderId,
      billNo: rental.billNo,
      lineStatus: 'confirmed',
    });
    expect(confirmed.booking.eventDate).toBe(addDays(todayInIndia(ctx.clock.now), 12));
    expect(confirmed.action).toBe('prepare');

    const steps: [string, string | null, string][] = [
      ['preparing', 'ready', 'booked'],
      ['ready', 'hand-over', 'booked'],
      ['out_for_delivery', 'hand-over', 'with_customer'],
      ['with_customer', 'return', 'with_customer'],
      ['returned', 'inspect', 'awaiting_inspection'],
    ];
    for (const [status, action, pieceStatus] of steps) {
      await setLineStatus(rental.orderId, status);
      const seen = await counter();
      expect({
        status,
        action: seen.action,
        pieceStatus: seen.status,
        line: seen.booking?.lineStatus,
      }).toEqual({
        status,
        action,
        pieceStatus,
        line: status,
      });
    }
    // Once inspected the piece has nothing in hand: no booking, no step.
    await setLineStatus(rental.orderId, 'inspected');
    const done = await counter(rental.piece.code.toLowerCase());
    expect(done).toMatchObject({ status: 'free', booking: null, action: null, upcoming: [] });
  });

  it('shows a piece blocked for cleaning today', async () => {
    const piece = await pickPiece(ctx, 'women');
    const today = todayInIndia(ctx.clock.now);
    await ctx.app.db.execute(sql`insert into bookings (product_id, status, kind, note, delivery_date, return_date)
      values (${piece.id}, 'confirmed', 'maintenance', 'Dry cleaning', ${today}, ${addDays(today, 2)})`);
    const code = (await ctx.app.db.execute(sql`select b.code from branches b where b.id = ${piece.branchId}`))
      .rows[0] as { code: string };
    const staff = await signInAsStaff(ctx, 'staff', [code.code]);
    const res = await get(`/api/staff/pieces/${piece.code}/counter`, staff.headers);
    expect(res.json()).toMatchObject({
      status: 'blocked',
      block: { from: today, to: addDays(today, 2), note: 'Dry cleaning' },
      booking: null,
      action: null,
    });
  });

  it("keeps another branch's pieces hidden and refuses customers, strangers and bad codes", async () => {
    const rental = await placedRental(ctx, { eventInDays: 15 });
    const elsewhere = await signInAsStaff(ctx, 'manager', [await otherBranchCode(rental.branchCode)]);
    const url = `/api/staff/pieces/${rental.piece.code}/counter`;
    const hidden = await get(url, elsewhere.headers);
    expect(hidden.statusCode).toBe(404);
    const unknown = await get('/api/staff/pieces/NOPE999999/counter', elsewhere.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(PIECE_NOT_FOUND);
    expect((await get(url, (await createCustomer(ctx)).headers)).statusCode).toBe(401);
    expect((await get(url)).statusCode).toBe(401);
    const owner = await signInAsStaff(ctx, 'owner');
    expect((await get(url, owner.headers)).statusCode).toBe(200);
    const bad = await get(`/api/staff/pieces/${encodeURIComponent('a b;drop')}/counter`, owner.headers);
    expect(bad.statusCode).toBe(400);
  });

  it('lets the old branch scan a piece on its way elsewhere until the day it arrives', async () => {
    const rental = await placedRental(ctx, { eventInDays: 9 });
    const newBranch = await otherBranchCode(rental.branchCode);
    const oldStaff = await signInAsStaff(ctx, 'staff', [rental.branchCode]);
    const newStaff = await signInAsStaff(ctx, 'staff', [newBranch]);
    const today = todayInIndia(ctx.clock.now);
    const moveArriving = (day: string) =>
      ctx.app.db.execute(sql`
        update products set moved_from_branch_id = branch_id,
          branch_id = (select id from branches where code = ${newBranch}), arrives_on = ${day}::date
        where id = ${rental.piece.id}`);
    const url = `/api/staff/pieces/${rental.piece.code}/counter`;

    await moveArriving(addDays(today, 30));
    const before = await get(url, oldStaff.headers);
    expect(before.statusCode).toBe(200);
    expect(before.json().booking).toMatchObject({ orderId: rental.orderId, lineStatus: 'confirmed' });
    expect((await get(url, newStaff.headers)).statusCode).toBe(200);

    await ctx.app.db.execute(
      sql`update products set arrives_on = ${today}::date where id = ${rental.piece.id}`,
    );
    const arrived = await get(url, oldStaff.headers);
    expect(arrived.statusCode).toBe(404);
    expect(arrived.json().error.message).toBe(PIECE_NOT_FOUND);
  });

  it('lists a sheet of tags whose QR codes open the scan screen, a branch at a time', async () => {
    const piece = await pickPiece(ctx, 'men');
    const branch = (await ctx.app.db.execute(sql`select code from branches where id = ${piece.branchId}`))
      .rows[0] as { code: string };
    const staff = await signInAsStaff(ctx, 'staff', [branch.code]);
    const sheet = await get(`/api/staff/labels?branch=${piece.branchId}&q=${piece.code}`, staff.headers);
    expect(sheet.statusCode).toBe(200);
    const label = sheet.json().labels.find((l: { code: string }) => l.code === piece.code);
    expect(label).toMatchObject({
      productId: piece.id,
      branchCode: branch.code,
      scanUrl: `https://shop.example.in/admin/scan/${piece.code}`,
    });
    expect(label.sizeLabel).toMatch(/\d+ \(\w+\)/);

    const first = (await get(`/api/staff/labels?branch=${piece.branchId}&limit=3`, staff.headers)).json();
    expect(first.labels).toHaveLength(3);
    const codes = first.labels.map((l: { code: string }) => l.code);
    expect(codes).toEqual([...codes].sort());
    const next = (
      await get(
        `/api/staff/labels?branch=${piece.branchId}&limit=3&cursor=${first.nextCursor}`,
        staff.headers,
      )
    ).json();
    expect(next.labels[0].code > codes[2]).toBe(true);

    const other = await otherBranchCode(branch.code);
    const elsewhere = await signInAsStaff(ctx, 'staff', [other]);
    expect((await get(`/api/staff/labels?branch=${piece.branchId}`, elsewhere.headers)).statusCode).toBe(404);
    expect(
      (await get(`/api/staff/labels?branch=${piece.branchId}&limit=999`, staff.headers)).statusCode,
    ).toBe(400);
  });
});
