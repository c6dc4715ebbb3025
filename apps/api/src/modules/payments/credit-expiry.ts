import { creditGrants, todayInIndia } from '@vastra/shared/rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storeCredits } from '../../db/schema/index.ts';
import { lockCustomer } from '../../db/tx.ts';
import { defineJob } from '../../queue/jobs.ts';
import { asCreditRow, rowsOf } from './store-credit.ts';

const EXPIRED_REASON = 'Expired unused';

/** Customers holding a grant past its expiry date with some of it still unspent. */
async function customersWithLapsedCredit(db: Db, today: string): Promise<string[]> {
  const rows = await db.execute<{ user_id: string }>(sql`
    select distinct g.user_id from store_credits g
    where g.amount > 0 and g.expires_on < ${today}
      and g.amount + coalesce((select sum(t.amount) from store_credits t where t.grant_id = g.id), 0) > 0`);
  return rows.rows.map((r) => r.user_id);
}

/**
 * Writes an 'expire' row for what is left of each grant past its expiry date, so the ledger
 * says where the money went. The customer's row is locked while their grants are read, and an
 * expired grant has nothing left afterwards: a second run or a second process writes nothing.
 * Returns how many rupees expired.
 */
export async function expireStoreCredit(db: Db, now: Date): Promise<number> {
  const today = todayInIndia(now);
  let total = 0;
  for (const userId of await customersWithLapsedCredit(db, today)) {
    total += await db.transaction(async (tx) => {
      await lockCustomer(tx, userId);
      const rows = await rowsOf(tx, userId);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const lapsed = creditGrants(rows.map(asCreditRow), today).filter((g) => g.expired && g.remaining > 0);
      if (lapsed.length === 0) return 0;
      await tx.insert(storeCredits).values(
        lapsed.map((g) => ({
          userId,
          orderId: byId.get(g.id)?.orderId ?? null,
          kind: 'expire' as const,
          grantId: g.id,
          amount: -g.remaining,
          expiresOn: g.expiresOn,
          reason: EXPIRED_REASON,
          createdAt: now,
        })),
      );
      return lapsed.reduce((sum, g) => sum + g.remaining, 0);
    });
  }
  return total;
}

/** Every day at 00:10 India time: the rest of each grant that expired yesterday is written off. */
export const expireStoreCreditJob = defineJob({
  name: 'payments-expire-store-credit',
  cron: '10 0 * * *',
  retryLimit: 3,
  expireInSeconds: 600,
  async handle(ctx) {
    await expireStoreCredit(ctx.db, ctx.now());
  },
});
