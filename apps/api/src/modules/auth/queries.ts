import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/index.ts';

/** What the console SMS sender "sent", newest first (50 at most), optionally to one number. */
export async function latestSmsMessages(db: Db, mobile: string | undefined) {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(mobile ? eq(smsOutbox.mobile, mobile) : undefined)
    .orderBy(desc(smsOutbox.createdAt))
    .limit(50);
  return rows.map((r) => ({ mobile: r.mobile, body: r.body, createdAt: r.createdAt.toISOString() }));
}
