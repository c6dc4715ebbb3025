import { LEDGER_WORDS } from '@vastra/shared/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { eventIn, payOrder, pickPiece, placeOrder, rentIntoCart } from '../../test-support/commerce.ts';
import { createCustomer } from '../../test-support/customers.ts';
import { signInAsStaff } from '../../test-support/staff.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const PHOTO = Buffer.from('stain photo bytes');

describe("the customer's order timeline and ledger", () => {
  it('shows each step and the money in plain words, with the photo behind a deduction, to the owner only', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    await rentIntoCart(ctx, who, piece, eventIn(ctx, 10));
    const placed = await placeOrder(ctx, who);
    const { order, payment } = placed.json();
    expect((await payOrder(ctx, who, order.id, payment.gatewayOrderId)).statusCode).toBe(200);

    // Staff found a stain when the piece came back: an inspection with a photo and a charge.
    const inspector = await signInAsStaff(ctx, 'staff', ['KDV']);
    await ctx.app.deps.storage.put('inspections/test/stain.jpg', PHOTO, 'image/jpeg');
    const line = (await ctx.app.db.execute(sql`select id from order_lines where order_id = ${order.id}`))
      .rows[0] as { id: string };
    const inspection = (
      await ctx.app.db.execute(sql`
        insert into inspections (order_id, line_id, condition, photos, note, staff_id)
        values (${order.id}, ${line.id}, 'needs_cleaning', '["inspections/test/stain.jpg"]'::jsonb,
          'Stain on the sleeve', ${inspector.staffId}) returning id`)
    ).rows[0] as { id: string };
    await ctx.app.db.execute(sql`
      insert into ledger_entries (order_id, user_id, line_id, kind, amount, inspection_id, staff_id, note)
      values (${order.id}, ${who.userId}, ${line.id}, 'damage_charge', 300, ${inspection.id},
        ${inspector.staffId}, 'Stain on the sleeve')`);

    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: who.headers,
    });
    expect(seen.statusCode).toBe(200);
    const detail = seen.json();
    expect(detail.timeline.map((s: { label: string }) => s.label)).toEqual([
      'Order placed',
      'Advance paid, booking confirmed',
    ]);
    expect(detail.timeline[0].at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(JSON.stringify(detail.timeline)).not.toContain('Test staff');
    expect(detail.ledger.map((e: { label: string }) => e.label)).toEqual([
      LEDGER_WORDS.order_total,
      LEDGER_WORDS.advance,
      LEDGER_WORDS.damage_charge,
    ]);
    const charge = detail.ledger[2];
    expect(charge).toMatchObject({ amount: 300, note: 'Stain on the sleeve', productCode: piece.code });
    expect(charge.photoUrls).toHaveLength(1);
    expect(detail.money.due).toBe(order.amounts.total - order.amounts.advance + 300);
    expect(detail.money.charges).toBe(300);

    const photo = await ctx.app.inject({ method: 'GET', url: charge.photoUrls[0], headers: who.headers });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.equals(PHOTO)).toBe(true);

    // Another customer sees neither the order nor its photo; without a token, nothing at all.
    const stranger = await createCustomer(ctx);
    for (const url of [`/api/orders/${order.id}`, charge.photoUrls[0]]) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const missing = charge.photoUrls[0].replace(/\/0$/, '/1');
    expect((await ctx.app.inject({ method: 'GET', url: missing, headers: who.headers })).statusCode).toBe(
      404,
    );
  });

  it('keeps a cancelled order visible with the credit it gave back', async () => {
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    await rentIntoCart(ctx, who, piece, eventIn(ctx, 30));
    const { order, payment } = (await placeOrder(ctx, who)).json();
    await payOrder(ctx, who, order.id, payment.gatewayOrderId);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: who.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: who.headers })
    ).json();
    expect(detail.status).toBe('cancelled');
    expect(detail.timeline.at(-1).label).toBe('Cancelled');
    const kinds = detail.ledger.map((e: { kind: string }) => e.kind);
    expect(kinds).toContain('cancellation');
    expect(kinds.some((k: string) => k === 'cancellation_credit' || k === 'advance_kept')).toBe(true);
  });
});
