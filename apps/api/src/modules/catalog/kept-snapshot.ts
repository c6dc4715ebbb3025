import { type ProductCard, type Sort, sizeLabel } from '@vastra/shared/schemas';
import type { DateSpan, Substitute } from '../booking/index.ts';
import { type CardRow, toCard } from './cards.ts';
import { HotColumns, matcher } from './kept-columns.ts';
import { dayNumber, isTaken, type Piece } from './kept-pieces.ts';
import type { Reference } from './reference.ts';

/** The kept listing's pieces in one process (record 33): by id and code, and sorted for each sort. */

/** The key each sort orders by (ascending with the id; the descending sorts walk it backwards). */
type SortKey = 'created' | 'price' | 'timesBooked' | 'discountPct';
const SORTS: Record<Sort, { key: SortKey; desc: boolean }> = {
  latest: { key: 'created', desc: true },
  lowToHigh: { key: 'price', desc: false },
  highToLow: { key: 'price', desc: true },
  bestSelling: { key: 'timesBooked', desc: true },
  discounted: { key: 'discountPct', desc: true },
};
const KEYS: SortKey[] = ['created', 'price', 'timesBooked', 'discountPct'];
const keyOf = (p: Piece, key: SortKey) => (key === 'created' ? p.createdUs : p[key]);
/** Ascending (key, id). */
const byKey = (key: SortKey) => (a: Piece, b: Piece) => keyOf(a, key) - keyOf(b, key) || a.id - b.id;

/**
 * Pieces in ascending (key, id) order, kept sorted as pieces come and go, each with its slot in the
 * hot columns beside it (`slots[i]` is the slot of `items[i]`).
 */
class SortedPieces {
  readonly items: Piece[] = [];
  readonly slots: number[] = [];
  constructor(readonly key: SortKey) {}

  /** The first position whose (key, id) is not below (k, id). */
  lowerBound(k: number, id: number): number {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const p = this.items[mid] as Piece;
      const pk = keyOf(p, this.key);
      if (pk < k || (pk === k && p.id < id)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(p: Piece, slot: number): void {
    const at = this.lowerBound(keyOf(p, this.key), p.id);
    this.items.splice(at, 0, p);
    this.slots.splice(at, 0, slot);
  }

  remove(p: Piece): void {
    const at = this.lowerBound(keyOf(p, this.key), p.id);
    if (this.items[at]?.id === p.id) {
      this.items.splice(at, 1);
      this.slots.splice(at, 1);
    }
  }
}

/** A listing query's filters with its codes looked up: what the database query and the kept index both ask. */
export type ListingFilter = {
  type: 'rent' | 'buy';
  categoryId?: number;
  grp?: number;
  branchId?: number;
  size?: number;
  minPrice?: number;
  maxPrice?: number;
  colour?: string;
  /** Lower case; matched anywhere in the piece's search text. */
  q?: string;
  /** Branches that deliver to the query's pincode. */
  servingBranchIds?: number[];
  /** The days a rental for the event would block (delivery to the day after return). */
  span?: DateSpan;
};

/** What a listing asks of the index: its filters, sort and page. */
export type IndexQuery = ListingFilter & {
  sort: Sort;
  limit: number;
  offset: number;
  /** Keyset position: the sort key (microseconds for 'latest') and the id of the last piece shown. */
  after?: { k: number; id: number };
  cap?: number;
};

/** A piece as the quote reads it. */
export type QuotedFromIndex = Pick<CardRow, 'id' | 'code' | 'type' | 'baseRent'> & {
  deposit: number | null;
  taken: boolean;
};

/** A page from the index: its cards, the (capped) count, and the keyset position after it. */
export type IndexAnswer = {
  items: ProductCard[];
  total: number;
  next: { k: string; id: number } | null;
};

/** The pieces of one process: by id, and sorted per sort key for each type and each category. */
export class Snapshot {
  readonly byId = new Map<number, Piece>();
  private readonly byCode = new Map<string, Piece>();
  private readonly lists = new Map<string, SortedPieces>();
  private readonly cols = new HotColumns();

  constructor(
    public xmin: string,
    readonly epoch: string,
  ) {}

  private scopes(p: Piece): string[] {
    return [`${p.type}`, `${p.type}|${p.categoryId}`];
  }

  private list(key: SortKey, scope: string, create: boolean): SortedPieces | undefined {
    const name = `${key}|${scope}`;
    let list = this.lists.get(name);
    if (!list && create) {
      list = new SortedPieces(key);
      this.lists.set(name, list);
    }
    return list;
  }

  /** Loads pieces in bulk: each key sorted once over every piece, then dealt to its lists in order. */
  async load(pieces: Piece[]): Promise<void> {
    const active = pieces.filter((p) => p.active);
    // Slots in the order of the most asked list (a category's newest first), so that its walk
    // reads the columns and the busy days in order.
    const bySlot = active
      .slice()
      .sort(
        (a, b) =>
          a.type.localeCompare(b.type) ||
          a.categoryId - b.categoryId ||
          b.createdUs - a.createdUs ||
          b.id - a.id,
      );
    for (const p of bySlot) {
      this.byId.set(p.id, p);
      this.byCode.set(p.code, p);
      this.cols.put(p);
    }
    for (const key of KEYS) {
      await yieldToOthers();
      const sorted = active.slice().sort(byKey(key));
      await yieldToOthers();
      for (const p of sorted) {
        const slot = this.cols.slotOf(p.id) as number;
        for (const scope of this.scopes(p)) {
          const list = this.list(key, scope, true) as SortedPieces;
          list.items.push(p);
          list.slots.push(slot);
        }
      }
    }
  }

  /** Puts a piece's new state in place of the old one (or removes it). */
  apply(next: Piece | { id: number; active: false }): void {
    const old = this.byId.get(next.id);
    if (old) {
      for (const scope of this.scopes(old)) for (const key of KEYS) this.list(key, scope, false)?.remove(old);
      this.byId.delete(old.id);
      if (this.byCode.get(old.code) === old) this.byCode.delete(old.code);
    }
    if (!next.active) {
      this.cols.drop(next.id);
      return;
    }
    const piece = next as Piece;
    this.byId.set(piece.id, piece);
    this.byCode.set(piece.code, piece);
    const slot = this.cols.put(piece);
    for (const scope of this.scopes(piece))
      for (const key of KEYS) this.list(key, scope, true)?.insert(piece, slot);
  }

  /** An active piece by its code (upper case), with whether it is taken for `span` at `now` (the quote's). */
  quoted(code: string, span: DateSpan | undefined, now: Date): QuotedFromIndex | undefined {
    const p = this.byCode.get(code);
    if (!p) return undefined;
    const taken = span
      ? isTaken(p, dayNumber(span.deliveryDate), dayNumber(span.returnDate) + 2, now.getTime() * 1000)
      : false;
    return { id: p.id, code: p.code, type: p.type, baseRent: p.baseRent, deposit: p.deposit, taken };
  }

  /**
   * A free piece to offer instead of the taken piece `id` (freeSubstitute's answer, from memory):
   * the same category, branch and size, rented online and free for `span` at `now`; the most
   * rented first, then the lowest id.
   */
  substitute(id: number, span: DateSpan, now: Date): Substitute | null {
    const taken = this.byId.get(id);
    if (!taken) return null;
    const items = this.list('timesBooked', `rent|${taken.categoryId}`, false)?.items ?? [];
    const from = dayNumber(span.deliveryDate);
    const to = dayNumber(span.returnDate) + 2;
    const nowUs = now.getTime() * 1000;
    let found: Piece | undefined;
    // Down the most rented; within one count the ids fall, so the last free one is the lowest.
    for (let i = items.length - 1; i >= 0; i--) {
      const p = items[i] as Piece;
      if (found && p.timesBooked !== found.timesBooked) break;
      if (p.id === id || p.branchId !== taken.branchId || p.size !== taken.size || !p.isOnline) continue;
      if (!isTaken(p, from, to, nowUs)) found = p;
    }
    if (!found) return null;
    const { code, slug, name, grp, size } = found;
    return { id: found.id, code, slug, name, sizeLabel: sizeLabel(grp, size) };
  }

  /** The page and the (capped) count, exactly as the database query answers them. */
  answer(q: IndexQuery, now: Date, ref: Reference): IndexAnswer {
    const { key, desc } = SORTS[q.sort];
    const scope = q.categoryId !== undefined ? `${q.type}|${q.categoryId}` : q.type;
    const list = this.list(key, scope, false);
    const items = list?.items ?? [];
    const slots = list?.slots ?? [];
    const matches = matcher(q, now, this.cols);
    const step = desc ? -1 : 1;
    let start = desc ? items.length - 1 : 0;
    if (q.after && list) {
      // Ascending: the first piece above the cursor; descending: the last one below it (ids are whole).
      start = desc ? list.lowerBound(q.after.k, q.after.id) - 1 : list.lowerBound(q.after.k, q.after.id + 1);
    }
    const page: Piece[] = [];
    let skipped = 0;
    let i = start;
    for (; i >= 0 && i < items.length; i += step) {
      const p = items[i] as Piece;
      if (!matches(slots[i] as number, p)) continue;
      if (skipped < q.offset) {
        skipped++;
        continue;
      }
      page.push(p);
      if (page.length > q.limit) break;
    }
    let total: number;
    if (!q.after) {
      // The walk so far saw every match before the page's end: count on from there.
      total = skipped + page.length;
      for (i += step; i >= 0 && i < items.length && (q.cap === undefined || total < q.cap); i += step) {
        if (matches(slots[i] as number, items[i] as Piece)) total++;
      }
    } else {
      total = 0;
      for (let j = desc ? items.length - 1 : 0; j >= 0 && j < items.length; j += step) {
        if (q.cap !== undefined && total >= q.cap) break;
        if (matches(slots[j] as number, items[j] as Piece)) total++;
      }
    }
    if (q.cap !== undefined) total = Math.min(total, q.cap);
    const shown = page.slice(0, q.limit);
    const last = shown[shown.length - 1];
    return {
      items: shown.map((p) => shownCard(p, ref)),
      total,
      next:
        page.length > q.limit && last
          ? { k: key === 'created' ? last.createdText : String(keyOf(last, key)), id: last.id }
          : null,
    };
  }
}

/** Card JSON made for answers, by card (the index makes each piece's card once per reference). */
const cardJson = new WeakMap<ProductCard, string>();

/** The piece's card, made again only when the reference (category or branch names) changed. */
function shownCard(p: Piece, ref: Reference): ProductCard {
  if (p.shown?.ref !== ref) {
    const card = toCard(p, ref);
    cardJson.set(card, JSON.stringify(card));
    p.shown = { ref, card };
  }
  return p.shown.card;
}

/** The JSON of a card: the kept text for a card the index made, else made now. */
export function cardText(card: ProductCard): string {
  return cardJson.get(card) ?? JSON.stringify(card);
}

/** Lets the server answer other requests between two long steps of a load. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));
