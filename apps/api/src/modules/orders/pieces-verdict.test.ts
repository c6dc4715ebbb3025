import { addDays, todayInIndia } from '@vastra/shared/rules';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor, Tx } from '../../db/tx.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { pickPiece } from '../../test-support/commerce.ts';
import { createCustomer } from '../../test-support/customers.ts';
import { freePiece } from '../../test-support/fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Span = { from: number; days: number };
type Existing = Span & { kind: 'rental' | 'maintenance' | 'trial'; status: string; lapsed: boolean };

const span = { from: fc.integer({ min: 0, max: 24 }), days: fc.integer({ min: 0, max: 6 }) };
const existing = fc.record({
  ...span,
  kind: fc.constantFrom('rental' as const, 'maintenance' as const, 'trial' as const),
  status: fc.constantFrom('held', 'confirmed', 'released'),
  lapsed: fc.boolean(),
});

/** The hold checkout writes: a rental, held until the payment. */
const HOLD = { kind: 'rental', status: 'held', lapsed: false } as const;

const ROLLED_BACK = new Error('rolled back on purpose');

/** Runs `work` in a transaction that is then rolled back: each sample starts from the same rows. */
async function rolledBack(work: (tx: Tx) => Promise<void>): Promise<void> {
  await ctx.app.db
    .transaction(async (tx) => {
      await work(tx);
      throw ROLLED_BACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLED_BACK) throw error;
    });
}

function dates(start: string, s: Span) {
  return { deliveryDate: addDays(start, s.from), returnDate: addDays(start, s.from + s.days) };
}

/** A booking as the shop writes it; false when the constraints refuse it (its savepoint undone). */
async function insertBooking(tx: Tx, productId: number, start: string, b: Existing, now: Date) {
  const { deliveryDate, returnDate } = dates(start, b);
  const heldUntil = b.status === 'held' ? new Date(now.getTime() + (b.lapsed ? -60_000 : 15 * 60_000)) : null;
  return tx
    .transaction(async (sp) => {
      await sp.execute(sql`insert into bookings (product_id, kind, status, delivery_date, return_date, held_until)
        values (${productId}, ${b.kind}, ${b.status}, ${deliveryDate}, ${returnDate}, ${heldUntil})`);
    })
    .then(
      () => true,
      () => false,
    );
}

async function verdict(
  db: Executor,
  who: { userId: string; seen: string },
  holds: { productId: number; deliveryDate: string; returnDate: string }[],
  at: Date,
): Promise<number> {
  const json = JSON.stringify(
    holds.map((h) => ({ product_id: h.productId, delivery_date: h.deliveryDate, return_date: h.returnDate })),
  );
  const pieces = `{${holds.map((h) => h.productId).join(',')}}`;
  const result = await db.execute<{ v: number }>(
    sql`select checkout_pieces_verdict(${who.userId}::uuid, ${who.seen}::xid, ${pieces}::int[], ${json}::jsonb,
      ${at.toISOString()}::timestamptz) as v`,
  );
  return Number(result.rows[0]?.v);
}

async function seenVersion(db: Executor, userId: string): Promise<string> {
  const result = await db.execute<{ v: string }>(sql`select xmin::text as v from users where id = ${userId}`);
  return String(result.rows[0]?.v);
}

describe('the unlocked checkout’s look at its pieces before it writes (record 43)', () => {
  it('finds a piece taken exactly when the database would refuse its hold: buffers, lapsed holds, blocks and trials', async () => {
    const { productId } = await freePiece(ctx.app.db);
    const customer = await createCustomer(ctx);
    const start = addDays(todayInIndia(ctx.clock.now), 300);
    const now = ctx.clock.now;
    let taken = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(existing, { maxLength: 3 }), fc.record(span), async (before, hold) => {
        await rolledBack(async (tx) => {
          for (const b of before) await insertBooking(tx, productId, start, b, now);
          const who = { userId: customer.userId, seen: await seenVersion(tx, customer.userId) };
          const found = await verdict(tx, who, [{ productId, ...dates(start, hold) }], now);
          // The hold checkout would then write, as the order statement writes it.
          const refused = !(await insertBooking(tx, productId, start, { ...hold, ...HOLD }, now));
          expect(found).toBe(refused ? productId : 0);
          if (refused) taken += 1;
        });
      }),
      { numRuns: 200 },
    );
    // Both answers were met, not only one of them.
    expect(taken).toBeGreaterThan(10);
    expect(taken).toBeLessThan(190);
  });

  it('names the taken piece of several, and answers -1, releasing nothing, when the customer row changed', async () => {
    const [a, b] = [(await pickPiece(ctx, 'men')).id, (await pickPiece(ctx, 'men')).id];
    const customer = await createCustomer(ctx);
    const start = addDays(todayInIndia(ctx.clock.now), 330);
    const now = ctx.clock.now;
    await rolledBack(async (tx) => {
      // b: confirmed for the same days; a: a hold that lapsed a minute ago.
      expect(
        await insertBooking(
          tx,
          b,
          start,
          { from: 0, days: 3, kind: 'rental', status: 'confirmed', lapsed: false },
          now,
        ),
      ).toBe(true);
      expect(await insertBooking(tx, a, start, { from: 0, days: 3, ...HOLD, lapsed: true }, now)).toBe(true);
      const holds = [a, b].map((productId) => ({ productId, ...dates(start, { from: 1, days: 3 }) }));
      const seen = await seenVersion(tx, customer.userId);

      await tx.execute(sql`update users set first_name = 'Asha' where id = ${customer.userId}`);
      expect(await verdict(tx, { userId: customer.userId, seen }, holds, now)).toBe(-1);
      const lapsed = await tx.execute<{ status: string }>(
        sql`select status from bookings where product_id = ${a}`,
      );
      expect(lapsed.rows.map((r) => r.status)).toEqual(['held']);

      const fresh = { userId: customer.userId, seen: await seenVersion(tx, customer.userId) };
      expect(await verdict(tx, fresh, holds, now)).toBe(b);
      // The lapsed hold on a was released on the way: a alone is free.
      expect(await verdict(tx, fresh, holds.slice(0, 1), now)).toBe(0);
    });
  });
});
