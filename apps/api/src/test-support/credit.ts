import { addDays, todayInIndia } from '@vastra/shared/rules';
import { storeCredits } from '../db/schema/index.ts';
import type { TestContext } from './app.ts';

const DAY = 86_400_000;

/**
 * A grant of store credit written straight to the customer's credit ledger: given `daysAgo`
 * days before the test clock's now and valid for `validDays` from today (negative: expired).
 */
export async function grantCredit(
  ctx: TestContext,
  userId: string,
  amount: number,
  opts: { daysAgo?: number; validDays?: number } = {},
): Promise<{ id: string; expiresOn: string }> {
  const expiresOn = addDays(todayInIndia(ctx.clock.now), opts.validDays ?? 180);
  const [row] = await ctx.app.db
    .insert(storeCredits)
    .values({
      userId,
      amount,
      expiresOn,
      reason: 'Test grant',
      createdAt: new Date(ctx.clock.now.getTime() - (opts.daysAgo ?? 1) * DAY),
    })
    .returning({ id: storeCredits.id });
  if (!row) throw new Error('credit insert returned no row');
  return { id: row.id, expiresOn };
}
