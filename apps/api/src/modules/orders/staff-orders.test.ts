import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { signInAsStaff } from '../../test-support/staff.ts';
import { placedRental } from '../../test-support/staff-orders.ts';
import { csvCell } from './staff-csv.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('staff order table', () => {
  it("lists only the staff member's branches, searches by bill, product and mobile, and pages", async () => {
    const a = await placedRental(ctx);
    const b = await placedRental(ctx);
    const owner = await signInAsStaff(ctx, 'owner');
    const all = await ctx.app.inject({ method: 'GET', url: '/api/staff/orders', headers: owner.headers });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBeGreaterThanOrEqual(2);
    for (const [q, id] of [
      [a.billNo, a.orderId],
      [a.piece.code, a.orderId],
      [b.who.mobile, b.orderId],
    ] as const) {
      const found = await ctx.app.inject({
        method: 'GET',
        url: `/api/staff/orders?q=${encodeURIComponent(q)}`,
        headers: owner.headers,
      });
      expect(found.json().items.map((r: { id: string }) => r.id)).toEqual([id]);
    }
    const row = (
      await ctx.app.inject({ method: 'GET', url: `/api/staff/orders?q=${a.billNo}`, headers: owner.headers })
    ).json().items[0];
    expect(row).toMatchObject({ status: 'paid', orderType: 'rent', lineStatuses: ['confirmed'] });
    expect(row.branch.code).toBe(a.branchCode);

    const paged = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/orders?pageSize=1&page=2&sort=bill&dir=asc',
      headers: owner.headers,
    });
    expect(paged.json()).toMatchObject({ page: 2, pageSize: 1 });
    expect(paged.json().items).toHaveLength(1);

    const filtered = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/orders?lineStatus=with_customer&q=${a.billNo}`,
      headers: owner.headers,
    });
    expect(filtered.json().total).toBe(0);

    // A staff member of another branch does not see it, nor can open it.
    const other = a.branchCode === 'AMD' ? 'GKP' : 'AMD';
    const elsewhere = await signInAsStaff(ctx, 'staff', [other]);
    const hidden = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/orders?q=${a.billNo}`,
      headers: elsewhere.headers,
    });
    expect(hidden.json().total).toBe(0);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/orders/${a.orderId}`,
      headers: elsewhere.headers,
    });
    expect(detail.statusCode).toBe(404);
  });

  it('exports the filtered rows as CSV, formulas defused', async () => {
    const a = await placedRental(ctx);
    const owner = await signInAsStaff(ctx, 'owner');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/orders.csv?q=${a.billNo}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(a.billNo);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('Asha, Rao')).toBe('"Asha, Rao"');
  });
});

describe('staff order detail', () => {
  it('shows the customer, lines with measurements, the ledger and the timeline', async () => {
    const a = await placedRental(ctx);
    const member = await signInAsStaff(ctx, 'staff', [a.branchCode]);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/orders/${a.orderId}`,
      headers: member.headers,
    });
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order.customer.mobile).toBe(a.who.mobile);
    expect(order.lines[0]).toMatchObject({ productCode: a.piece.code, status: 'confirmed' });
    expect(order.lines[0].measurements).toHaveProperty('chest', 38);
    expect(order.lines[0].nextStatuses).toEqual(['preparing', 'cancelled']);
    expect(order.ledger.entries.map((e: { kind: string }) => e.kind)).toEqual(['order_total', 'advance']);
    expect(order.ledger.summary.due).toBe(order.amounts.total - order.amounts.advance);
    expect(order.timeline.map((e: { toStatus: string }) => e.toStatus)).toContain('paid');
    expect(order.paidOnline).toBe(true);
    // The customer's confirmation and the staff alert, each waiting for the sender, in words.
    const sent = order.messages as { event: string; audience: string; status: string; body: string }[];
    expect(sent.find((m) => m.event === 'order_confirmed' && m.audience === 'customer')).toMatchObject({
      status: 'queued',
    });
    expect(sent.find((m) => m.event === 'staff_new_order')?.body).toContain(order.billNo);
  });
});
