import { randomBytes } from 'node:crypto';
import { addDays, todayInIndia } from '@vastra/shared/rules';
import { sql } from 'drizzle-orm';
import { sessions, users } from '../db/schema/index.ts';
import { hashToken } from '../plugins/auth.ts';
import type { TestContext } from './app.ts';

export type Customer = { userId: string; token: string; mobile: string; headers: Record<string, string> };

let counter = 0;

/**
 * A logged-in customer made directly in the database (a user and a session whose token hash
 * is stored), so commerce tests do not depend on the OTP flow or its rate limits.
 */
export async function createCustomer(ctx: TestContext): Promise<Customer> {
  counter += 1;
  const mobile = `9${String(process.pid % 10_000).padStart(4, '0')}${String(counter).padStart(5, '0')}`;
  const token = randomBytes(24).toString('base64url');
  const [user] = await ctx.app.db.insert(users).values({ mobile }).returning({ id: users.id });
  if (!user) throw new Error('customer insert returned no row');
  const now = ctx.clock.now;
  await ctx.app.db.insert(sessions).values({
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 90 * 86_400_000),
  });
  return { userId: user.id, token, mobile, headers: { authorization: `Bearer ${token}` } };
}

/** n customers at once. */
export function createCustomers(ctx: TestContext, n: number): Promise<Customer[]> {
  return Promise.all(Array.from({ length: n }, () => createCustomer(ctx)));
}

/** Saved measurements (account page) of both groups. */
export async function saveMeasurements(ctx: TestContext, userId: string): Promise<void> {
  await ctx.app.db.execute(sql`insert into measurements
    (user_id, pant_length, pant_waist, chest, sleeve_length, top_bust, top_waist, top_sleeves, chaniya_length)
    values (${userId}, 40, 32, 38, 25, 34, 28, 20, 41)`);
}

/** An active membership with this discount, valid for a year from today. */
export async function giveMembership(
  ctx: TestContext,
  userId: string,
  discountPct: number,
  endsInDays = 300,
) {
  const today = todayInIndia(ctx.clock.now);
  await ctx.app.db.execute(sql`insert into memberships
    (user_id, plan, status, amount, discount_pct, mobile, name, email, city, pincode, starts_on, ends_on)
    values (${userId}, 'B', 'active', 299, ${discountPct}, '9000000000', 'Test', 't@example.com', 'Mumbai',
      '400067', ${addDays(today, -30)}, ${addDays(today, endsInDays)})`);
}
