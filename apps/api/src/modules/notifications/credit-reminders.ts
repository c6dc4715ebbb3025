import {
  addDays,
  creditExpiryReminder,
  formatEventDate,
  formatRupees,
  type IsoDate,
  todayInIndia,
} from '@vastra/shared/rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifyCustomer } from './enqueue.ts';
import { ORIGIN } from './order-variables.ts';

/** Like the rental reminders: sent once its moment has come, not at all when a day late. */
const LATE_LIMIT_MS = 24 * 3600_000;
/** How many days before its expiry a grant is reminded of. */
const DAYS_AHEAD = 14;

type Grant = {
  id: string;
  user_id: string;
  order_id: string | null;
  expires_on: IsoDate;
  remaining: number;
  first_name: string;
};

/** Grants expiring around 14 days from today that still have money left. */
async function grantsNearExpiry(db: Db, today: IsoDate): Promise<Grant[]> {
  const rows = await db.execute<Grant>(sql`
    select g.id, g.user_id, g.order_id, g.expires_on::text as expires_on, u.first_name,
      (g.amount + coalesce((select sum(t.amount) from store_credits t where t.grant_id = g.id), 0))::int
        as remaining
    from store_credits g join users u on u.id = g.user_id
    where g.amount > 0
      and g.expires_on between ${addDays(today, DAYS_AHEAD - 1)} and ${addDays(today, DAYS_AHEAD + 1)}`);
  return rows.rows.filter((g) => g.remaining > 0);
}

/**
 * Queues the "credit expiring" reminder for each grant whose moment (10:00 in India, 14 days
 * before its expiry) has come, with what is left of it and its last day, as the account shows
 * them. One per grant: the grant's id is the message's step. Quiet hours are kept by the queue.
 */
export async function queueCreditReminders(db: Db, now: Date): Promise<number> {
  let queued = 0;
  for (const grant of await grantsNearExpiry(db, todayInIndia(now))) {
    const late = now.getTime() - creditExpiryReminder(grant.expires_on).getTime();
    if (late < 0 || late > LATE_LIMIT_MS) continue;
    queued += await db.transaction((tx) =>
      notifyCustomer(tx, grant.user_id, {
        event: 'credit_expiring',
        orderId: grant.order_id,
        step: grant.id,
        variables: {
          name: grant.first_name || 'customer',
          amount: formatRupees(grant.remaining),
          expiresOn: formatEventDate(grant.expires_on),
          link: `${ORIGIN}/userdashboard`,
        },
        at: now,
      }),
    );
  }
  return queued;
}
