import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Whether the database answers a trivial query. */
export async function databaseReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
