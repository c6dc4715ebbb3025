import { dayNumber, isTaken, type Piece } from './kept-pieces.ts';
import type { IndexQuery } from './kept-snapshot.ts';

/**
 * The fields the listing's walk tests, one typed array per field and one slot per piece (record
 * 39). A sorted list keeps each piece's slot beside it, so a walk reads small arrays in order
 * instead of following a pointer to each piece, its busy days and back: 100,000 pieces spread
 * over the server's heap cost a cache miss or three each, about 1 µs a piece walked.
 * The piece objects stay the truth; `put` copies a piece's fields here whenever the index
 * takes a new state of it.
 */

const NO_SIZE = -2_147_483_648;
const MIN_DAYS = 4_096;

export class HotColumns {
  /** Room for this many pieces and busy days at first (both grow); small in tests. */
  constructor(
    slots = 1_024,
    private readonly minDays = MIN_DAYS,
  ) {
    this.grp = new Int32Array(slots);
    this.category = new Int32Array(slots);
    this.branch = new Int32Array(slots);
    this.size = new Int32Array(slots);
    this.price = new Float64Array(slots);
    this.held = new Uint8Array(slots);
    this.busyFrom = new Int32Array(slots);
    this.busyTo = new Int32Array(slots);
    this.days = new Int32Array(minDays);
  }

  private readonly slotById = new Map<number, number>();
  private readonly freeSlots: number[] = [];
  private slots = 0;
  grp: Int32Array;
  category: Int32Array;
  branch: Int32Array;
  /** The size, or NO_SIZE for a piece without one (no size filter matches it). */
  size: Int32Array;
  price: Float64Array;
  /** 1 when the piece has held bookings (the walk then reads them off the piece). */
  held: Uint8Array;
  /** Where the piece's busy days start in `days`, and where they end. */
  busyFrom: Int32Array;
  busyTo: Int32Array;
  /** Every piece's confirmed busy ranges as [from, to) day pairs, back to back. */
  days: Int32Array;
  private daysUsed = 0;
  private daysLive = 0;

  /** The piece's slot, its fields written there (the slot of its id is kept across states). */
  put(p: Piece): number {
    let slot = this.slotById.get(p.id);
    if (slot === undefined) {
      slot = this.freeSlots.pop() ?? this.slots++;
      if (slot >= this.grp.length) this.growSlots();
      this.slotById.set(p.id, slot);
    } else {
      this.daysLive -= this.busyTo[slot]! - this.busyFrom[slot]!;
    }
    this.grp[slot] = p.grp;
    this.category[slot] = p.categoryId;
    this.branch[slot] = p.branchId;
    this.size[slot] = p.size ?? NO_SIZE;
    this.price[slot] = p.price;
    this.held[slot] = p.holds && p.holds.length > 0 ? 1 : 0;
    this.writeBusy(slot, p.busy ?? []);
    return slot;
  }

  /** The slot of a piece put here (and not dropped since). */
  slotOf(id: number): number | undefined {
    return this.slotById.get(id);
  }

  /** Forgets a piece that left the index. */
  drop(id: number): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.daysLive -= this.busyTo[slot]! - this.busyFrom[slot]!;
    this.busyFrom[slot] = 0;
    this.busyTo[slot] = 0;
    this.slotById.delete(id);
    this.freeSlots.push(slot);
  }

  /** Whether a confirmed busy range of the piece in `slot` meets the days [from, to). */
  busyMeets(slot: number, from: number, to: number): boolean {
    const days = this.days;
    for (let i = this.busyFrom[slot]!, end = this.busyTo[slot]!; i < end; i += 2) {
      if (days[i]! < to && from < days[i + 1]!) return true;
    }
    return false;
  }

  /** The days a piece's busy ranges take: in place when they fit, else at the end of `days`. */
  private writeBusy(slot: number, busy: readonly number[]): void {
    let at = this.busyFrom[slot]!;
    if (busy.length > this.busyTo[slot]! - at) {
      if (this.daysUsed + busy.length > this.days.length) this.compact(busy.length);
      at = this.daysUsed;
      this.daysUsed += busy.length;
    }
    this.days.set(busy, at);
    this.busyFrom[slot] = at;
    this.busyTo[slot] = at + busy.length;
    this.daysLive += busy.length;
  }

  /** Packs every slot's days together (dropping what moved pieces left behind), growing when full. */
  private compact(needed: number): void {
    const size = Math.max(this.minDays, 2 * (this.daysLive + needed));
    const days = new Int32Array(size);
    let used = 0;
    for (let slot = 0; slot < this.slots; slot++) {
      const from = this.busyFrom[slot]!;
      const to = this.busyTo[slot]!;
      days.set(this.days.subarray(from, to), used);
      this.busyFrom[slot] = used;
      used += to - from;
      this.busyTo[slot] = used;
    }
    this.days = days;
    this.daysUsed = used;
  }

  private growSlots(): void {
    const n = this.grp.length * 2;
    const grow = <T extends Int32Array | Float64Array | Uint8Array>(a: T, make: (n: number) => T): T => {
      const b = make(n);
      b.set(a);
      return b;
    };
    this.grp = grow(this.grp, (k) => new Int32Array(k));
    this.category = grow(this.category, (k) => new Int32Array(k));
    this.branch = grow(this.branch, (k) => new Int32Array(k));
    this.size = grow(this.size, (k) => new Int32Array(k));
    this.price = grow(this.price, (k) => new Float64Array(k));
    this.held = grow(this.held, (k) => new Uint8Array(k));
    this.busyFrom = grow(this.busyFrom, (k) => new Int32Array(k));
    this.busyTo = grow(this.busyTo, (k) => new Int32Array(k));
  }
}

/**
 * Whether a piece (its slot in the hot columns, and the piece) matches the query's filters and,
 * with an event, is free for its days at `now`. The filters are read out of the query once: the
 * query's shape depends on which filters it has, so reading them off it for every piece walked
 * was a polymorphic load each time. The piece itself is read only for colours, search text and
 * holds; everything else comes from the columns (record 39).
 */
export function matcher(q: IndexQuery, now: Date, c: HotColumns): (s: number, p: Piece) => boolean {
  const { grp, categoryId, branchId, size, minPrice, maxPrice, colour, q: text, span } = q;
  const serving = q.servingBranchIds ? new Set(q.servingBranchIds) : undefined;
  const from = span ? dayNumber(span.deliveryDate) : 0;
  const to = span ? dayNumber(span.returnDate) + 2 : 0;
  const nowUs = now.getTime() * 1000;
  const { grp: grps, category, branch, size: sizes, price, held } = c;
  return (s, p) => {
    if (grp !== undefined && grps[s] !== grp) return false;
    if (categoryId !== undefined && category[s] !== categoryId) return false;
    if (branchId !== undefined && branch[s] !== branchId) return false;
    if (size !== undefined && sizes[s] !== size) return false;
    if (minPrice !== undefined && (price[s] as number) < minPrice) return false;
    if (maxPrice !== undefined && (price[s] as number) > maxPrice) return false;
    if (colour !== undefined && !p.colours.includes(colour)) return false;
    if (text !== undefined && !p.searchText.includes(text)) return false;
    if (serving && !serving.has(branch[s] as number)) return false;
    if (!span) return true;
    if (c.busyMeets(s, from, to)) return false;
    return !(held[s] === 1 && isTaken(p, from, to, nowUs));
  };
}
