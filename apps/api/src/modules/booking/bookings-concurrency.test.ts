import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { eventIn } from '../../test-support/commerce.ts';
import { addDays, freePiece } from '../../test-support/fixtures.ts';
import { bookPiece } from './bookings.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the database refuses a double booking', () => {
  it('50 simultaneous attempts on overlapping dates leave exactly one booking', async () => {
    const piece = await freePiece(ctx.app.db);
    const start = eventIn(ctx, 40);
    const attempts = Array.from({ length: 50 }, (_, i) =>
      bookPiece(ctx.app.db, {
        productId: piece.productId,
        deliveryDate: addDays(start, i % 3),
        returnDate: addDays(start, 3 + (i % 3)),
        status: 'held',
        heldUntil: new Date(Date.now() + 15 * 60_000),
      }),
    );
    const results = await Promise.allSettled(attempts);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const r of lost) expect((r as PromiseRejectedResult).reason.code).toBe('CONFLICT');
    const count = await ctx.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from bookings where product_id = ${piece.productId} and status in ('held','confirmed')`,
    );
    expect(count.rows[0]?.n).toBe(1);
  });

  it('even a raw insert that skips the application is refused', async () => {
    const piece = await freePiece(ctx.app.db);
    const d = eventIn(ctx, 60);
    await ctx.app.db.execute(
      sql`insert into bookings (product_id, status, delivery_date, return_date) values (${piece.productId}, 'confirmed', ${d}, ${addDays(d, 3)})`,
    );
    // Delivered on the buffer day after the return: refused by the exclusion constraint.
    await expect(
      ctx.app.db.execute(
        sql`insert into bookings (product_id, status, delivery_date, return_date) values (${piece.productId}, 'confirmed', ${addDays(d, 4)}, ${addDays(d, 7)})`,
      ),
    ).rejects.toThrow();
    // The day after the buffer is free; a released booking blocks nothing.
    await ctx.app.db.execute(
      sql`insert into bookings (product_id, status, delivery_date, return_date) values (${piece.productId}, 'confirmed', ${addDays(d, 5)}, ${addDays(d, 8)})`,
    );
    await ctx.app.db.execute(
      sql`insert into bookings (product_id, status, delivery_date, return_date) values (${piece.productId}, 'released', ${d}, ${addDays(d, 3)})`,
    );
  });
});
