import { eq, sql } from 'drizzle-orm';
import { sqlState } from '../lib/errors.ts';
import type { Db } from './client.ts';
import { perConnection } from './prepared.ts';
import { users } from './schema/index.ts';

/** A transaction handle, as drizzle passes it to db.transaction's callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The database or a transaction: the commerce queries run on either. */
export type Executor = Db | Tx;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from a URL that is not a uuid cannot name a record: callers answer 404, not 500. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Serialization failures and deadlocks: the transaction may simply be run again. */
export const RETRYABLE_STATES = new Set(['40001', '40P01']);

/**
 * One transaction, run again (up to `attempts` in all) when the database rolled it back whole as
 * a deadlock's victim or a serialisation failure. Two bookings of one piece's days can each wait
 * for the other's uncommitted row under the exclusion constraint; PostgreSQL then ends one, and
 * its second run meets the winner's booking and answers the shop's 409, not a 503.
 */
export async function retriedTransaction<T>(db: Db, run: (tx: Tx) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(run);
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE_STATES.has(sqlState(error) ?? '')) throw error;
    }
  }
}

const lockCustomerQuery = perConnection((db: Executor) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .for('update')
    .prepare('lock_customer'),
);

/**
 * Takes the lock a checkout takes on each piece it holds (advisory lock class 1701, record 37)
 * until the transaction ends. Another booking of the piece written meanwhile waits for this one
 * to commit and is then refused by it at once, instead of the two waiting on each other's
 * unfinished row under the exclusion constraint (a deadlock PostgreSQL breaks after a second).
 */
export async function lockPieceBookings(tx: Executor, pieceId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(1701, ${pieceId}::int)`);
}

/** Serialises one customer's writes (cart, order, membership), so two tabs cannot both pass a check. */
export async function lockCustomer(tx: Executor, userId: string): Promise<void> {
  await lockCustomerQuery(tx).execute({ userId });
}
