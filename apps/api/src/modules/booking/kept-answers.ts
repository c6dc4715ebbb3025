import { sql } from 'drizzle-orm';
import { preparedRows } from '../../db/prepared.ts';
import type { Executor } from '../../db/tx.ts';

/**
 * A ready JSON body, the database snapshot it was read after, the request moment it was read for
 * (keptAt) and the one it runs out at (until), and when this process read it (readAt).
 */
type Kept = { snapshot: string; keptAt: number; until: number; readAt: number; body: Body };

/** A body as it is sent: bytes encoded once (a 38 KB Today is not re-encoded per request). */
type Body = string | Buffer;

/** What a fill reads: the body, and (for answers that change with time) the moment it runs out. */
type Filled = { body: Body; until?: number };

/** Answers kept per process; the oldest are forgotten first. */
const MAX_KEPT = 400;
/**
 * A kept answer is read again after this long even when nothing changed, so the change rows older
 * than CHANGES_KEPT can be deleted without a kept answer depending on them.
 */
const MAX_AGE_MS = 10 * 60_000;
const CLEAN_EVERY_MS = 10 * 60_000;
const CHANGES_KEPT = sql`interval '1 hour'`;

type Check = { snapshot: string; changed: boolean | null };

/** A read under way: the snapshot taken just before it, the moment it is for, and its result. */
type Flight = { snapshot: string; now: number; done: Promise<Filled> };

/**
 * Answers of a branch's Today and calendar, kept in this process while the database says nothing
 * they show has changed. Every write that touches a branch's orders, lines, ledger, pieces or
 * bookings leaves a `branch_changes` row in its own transaction (triggers); an answer is given
 * again only when no such row for its branch has committed since the snapshot taken just before
 * the answer was read. So an answer is never older than the database, whichever process wrote;
 * the check costs one small query. Answers that depend on the clock (a hold running out) carry
 * the moment they stop being true.
 *
 * A read under way is checked the same way: when a branch writes, the requests that then find its
 * answer stale wait for the newest read already started if nothing committed since its snapshot,
 * so eight counter screens refreshing at once cost one read, not eight.
 */
export function keptBranchAnswers() {
  const kept = new Map<string, Kept>();
  const flights = new Map<string, Flight>();
  let cleanedAt = Date.now();

  /** The current snapshot, and whether the branch changed since `since` (always, without one). */
  async function check(db: Executor, branchId: number, since: string | undefined): Promise<Check> {
    // Prepared statements (preparedRows): every request for a kept answer asks.
    const [found] = since
      ? await preparedRows<Check>(
          db,
          sql`
          select pg_current_snapshot()::text as snapshot, exists (
            select 1 from branch_changes c
            where c.branch_id in (${branchId}, 0)
              and c.xid >= pg_snapshot_xmin(${since}::pg_snapshot)
              and not pg_visible_in_snapshot(c.xid, ${since}::pg_snapshot)) as changed`,
        )
      : await preparedRows<Check>(db, sql`select pg_current_snapshot()::text as snapshot, true as changed`);
    return found as Check;
  }

  async function clean(db: Executor): Promise<void> {
    if (Date.now() - cleanedAt < CLEAN_EVERY_MS) return;
    cleanedAt = Date.now();
    await db.execute(sql`delete from branch_changes where at < now() - ${CHANGES_KEPT}`);
  }

  function keep(key: string, entry: Kept): void {
    kept.delete(key);
    kept.set(key, entry);
    if (kept.size > MAX_KEPT) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
  }

  /**
   * The JSON body for `key` (which must name the branch and every input of the answer), kept or
   * read by `fill`. `now` is the request's moment, in ms.
   */
  return async function answer(
    db: Executor,
    branchId: number,
    key: string,
    now: number,
    fill: () => Promise<Filled>,
  ): Promise<Body> {
    // The newest read under way (for this moment or an earlier one), else the kept answer.
    const flight = flights.get(key);
    const joinable = flight && now >= flight.now ? flight : undefined;
    const entry = kept.get(key);
    const usable =
      entry && now >= entry.keptAt && now < entry.until && Date.now() - entry.readAt < MAX_AGE_MS
        ? entry
        : undefined;
    const { snapshot, changed } = await check(db, branchId, (joinable ?? usable)?.snapshot);
    if (changed === false) {
      if (!joinable && usable) return usable.body;
      const shared = await joinable?.done.catch(() => undefined);
      if (shared && now < (shared.until ?? Number.POSITIVE_INFINITY)) return shared.body;
    }

    const done = fill();
    flights.set(key, { snapshot, now, done });
    try {
      const filled = await done;
      keep(key, {
        snapshot,
        keptAt: now,
        readAt: Date.now(),
        until: filled.until ?? Number.POSITIVE_INFINITY,
        body: filled.body,
      });
      await clean(db);
      return filled.body;
    } finally {
      if (flights.get(key)?.done === done) flights.delete(key);
    }
  };
}
