import { addDays } from '@vastra/shared/rules';

type Count = { branchId: number; categoryId: number; grp: number; size: number; pieces: number };
type Daily = { branchId: number; categoryId: number; size: number; offsets: number[]; booked: number[] };

export type SoldOutRange = Count & { from: string; to: string };

/**
 * The stretches of days on which a size of a category at a branch had every one of its pieces
 * booked or held: consecutive sold-out days make one stretch. Earliest first.
 */
export function soldOutRanges(counts: Count[], daily: Daily[], from: string): SoldOutRange[] {
  const sizes = new Map(counts.map((c) => [`${c.branchId}:${c.categoryId}:${c.size}`, c]));
  const ranges: (SoldOutRange & { start: number })[] = [];
  for (const d of daily) {
    const size = sizes.get(`${d.branchId}:${d.categoryId}:${d.size}`);
    if (!size || size.pieces === 0) continue;
    let start = -1;
    let last = -2;
    const close = () => {
      if (start >= 0) ranges.push({ ...size, start, from: addDays(from, start), to: addDays(from, last) });
    };
    d.offsets.forEach((offset, i) => {
      if ((d.booked[i] ?? 0) < size.pieces) return;
      if (offset !== last + 1) {
        close();
        start = offset;
      }
      last = offset;
    });
    close();
  }
  return ranges
    .sort(
      (a, b) =>
        a.start - b.start || a.branchId - b.branchId || a.categoryId - b.categoryId || a.size - b.size,
    )
    .map(({ start: _s, ...range }) => range);
}
