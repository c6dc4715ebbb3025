import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { changedSince, LOAD_CHUNK, loadAfter, type Piece, type Row, toPiece } from './kept-pieces.ts';
import { Snapshot } from './kept-snapshot.ts';

export { cardText, type ListingFilter, Snapshot } from './kept-snapshot.ts';

/**
 * The listing answered from memory (record 33). Each process keeps every active piece's listing
 * fields and what makes it busy (`piece_busy` and its live holds), sorted once per sort, and
 * brings them up to date before an answer: one small statement reads the rows written since its
 * last look (the transaction ids the migration 0027 keeps), shared by every request waiting at
 * that moment. Without a lag an answer sees every booking committed before the request reached
 * it, as the database query does; with one (the catalogue cache on) it is at most that much
 * behind. The exclusion constraint still refuses a double booking. Losing the index costs only a
 * reload; until it is loaded the database answers.
 */

/** Pieces changed in one look above this many are loaded afresh instead of one by one. */
const RELOAD_ABOVE = 20_000;
const RETRY_MS = 5_000;

/**
 * One database's kept listing, in this process. `fresh()` answers null until the first load is
 * done (the caller asks the database meanwhile) and otherwise the pieces as they are after every
 * transaction committed before the call.
 */
export class ListingIndex {
  private snapshot: Snapshot | null = null;
  private loading: Promise<void> | null = null;
  private looking: Promise<void> | null = null;
  /** performance.now() at the start of the latest look that has finished. */
  private lookedAt = Number.NEGATIVE_INFINITY;
  /** After a failed load, no new one before this (performance.now()). */
  private retryAt = 0;

  /** Told of a failed load or look (the catalogue's routes set the server's log). */
  warn: (error: unknown, message: string) => void = () => undefined;

  constructor(private readonly db: Db) {}

  /**
   * The pieces as of a look that started at most `maxLagMs` before this call (0: after it); null
   * while loading or when the look fails (the database answers then). With a lag allowed, a look
   * is also started in the background once half of it has passed, so requests under load seldom
   * wait.
   */
  async fresh(maxLagMs = 0): Promise<Snapshot | null> {
    if (!this.snapshot) {
      this.startLoad();
      return null;
    }
    const asked = performance.now();
    if (maxLagMs > 0 && this.lookedAt >= asked - maxLagMs) {
      if (this.lookedAt < asked - maxLagMs / 2 && !this.looking) this.startLook().catch(() => undefined);
      return this.snapshot;
    }
    while (this.lookedAt < asked - maxLagMs) {
      try {
        await (this.looking ?? this.startLook());
      } catch {
        return null;
      }
      if (!this.snapshot) return null;
    }
    return this.snapshot;
  }

  /** Starts a look (one at a time); its start time counts once it has finished. */
  private startLook(): Promise<void> {
    const started = performance.now();
    const looking = this.look()
      .then(
        () => {
          this.lookedAt = Math.max(this.lookedAt, started);
        },
        (error: unknown) => {
          // Told once per look, however many requests were waiting for it.
          this.warn(error, 'kept listing: a look failed, the database answers');
          throw error;
        },
      )
      .finally(() => {
        this.looking = null;
      });
    this.looking = looking;
    return looking;
  }

  /** Loads every piece in the background, a chunk per statement; the database answers meanwhile. */
  private startLoad(): void {
    if (this.loading || performance.now() < this.retryAt) return;
    this.loading = this.load()
      .catch((error: unknown) => {
        this.warn(error, 'kept listing: the load failed, the database answers');
        // The database keeps answering; try again a little later rather than on every request.
        this.retryAt = performance.now() + RETRY_MS;
      })
      .finally(() => {
        this.loading = null;
      });
  }

  /**
   * The xmin and epoch are those of the first chunk: whatever is written after it (also to pieces
   * a later chunk reads) has a transaction id at or above that xmin, so the first look reads it.
   */
  private async load(): Promise<void> {
    let snapshot: Snapshot | null = null;
    const pieces: Piece[] = [];
    let after = 0;
    for (;;) {
      const rows = await preparedRows<Row>(this.db, loadAfter(after));
      const first = rows[0];
      if (!first) throw new Error('a look answers one row at least');
      snapshot ??= new Snapshot(first.xmin, first.epoch);
      for (const r of rows) if (r.id !== null) pieces.push(toPiece(r as Row & { id: number }));
      const last = rows[rows.length - 1];
      if (rows.length < LOAD_CHUNK || !last?.id) break;
      after = last.id;
    }
    await snapshot.load(pieces);
    this.snapshot = snapshot;
    this.lookedAt = Number.NEGATIVE_INFINITY;
  }

  /** Brings the kept pieces up to date with what was committed since the last look. */
  private async look(): Promise<void> {
    const snapshot = this.snapshot;
    if (!snapshot) return;
    const rows = await preparedRows<Row>(this.db, changedSince(snapshot.xmin));
    const first = rows[0];
    if (!first) return;
    const { xmin, epoch } = first;
    if (epoch !== snapshot.epoch || rows.length > RELOAD_ABOVE) {
      // Rows were deleted (or too much changed): load everything again, the database answers meanwhile.
      this.snapshot = null;
      this.startLoad();
      return;
    }
    for (const r of rows) {
      if (r.id !== null)
        snapshot.apply(r.active ? toPiece(r as Row & { id: number }) : { id: r.id, active: false });
    }
    snapshot.xmin = xmin;
  }

  /** For tests: wait for a load in progress. */
  async loaded(): Promise<boolean> {
    if (!this.snapshot) this.startLoad();
    await this.loading;
    return this.snapshot !== null;
  }
}

const indexes = new WeakMap<Db, ListingIndex>();

/** The kept listing of a database in this process. */
export function listingIndex(db: Db): ListingIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new ListingIndex(db);
    indexes.set(db, index);
  }
  return index;
}
