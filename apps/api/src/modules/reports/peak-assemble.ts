import { addDays, daysBetween } from '@vastra/shared/rules';
import {
  PEAK_TOP_DATES,
  type PeakDate,
  type PeakRow,
  type StaffPeak,
  sizeLabel,
} from '@vastra/shared/schemas';
import { soldOutRanges } from './sold-out.ts';

/** How many idle pieces and sold-out stretches the view lists (the counts still count them all). */
export const LIST_LIMIT = 100;

export type CountRow = { branchId: number; categoryId: number; grp: number; size: number; pieces: number };
export type DayRow = {
  branchId: number;
  categoryId: number;
  size: number;
  offsets: number[];
  booked: number[];
};
export type IdleRow = {
  productId: number;
  code: string;
  name: string;
  branchId: number;
  categoryId: number;
  grp: number;
  size: number | null;
};
export type NameRow = { id: number; code: string; name: string };

export type PeakParts = {
  from: string;
  days: number;
  /** Active rental pieces per branch, category and size. */
  counts: CountRow[];
  /** Pieces booked per branch, category and size on the days (offsets from `from`) with any. */
  daily: DayRow[];
  /** The pieces nobody booked in the window: how many, and the first by code. */
  idle: { total: number; items: IdleRow[] };
  branches: NameRow[];
  categories: NameRow[];
  computedAt: string;
};

const percent = (booked: number, pieces: number) => (pieces > 0 ? Math.round((booked * 100) / pieces) : 0);

/**
 * The peak-date answer from its counts: heat map rows (the sizes of a category at a branch added
 * together, day by day), the busiest days, the sizes whose every piece was taken, the idle pieces.
 */
export function assemblePeak(parts: PeakParts): StaffPeak {
  const { from, days, counts, daily, idle, branches, categories, computedAt } = parts;
  const to = addDays(from, days - 1);
  const branchById = new Map(branches.map((b) => [b.id, b]));
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const key = (branchId: number, categoryId: number) => `${branchId}:${categoryId}`;

  // Heat map rows: the sizes of a category at a branch added together, day by day.
  const heat = new Map<string, PeakRow>();
  for (const c of counts) {
    const k = key(c.branchId, c.categoryId);
    const row = heat.get(k) ?? {
      branchId: c.branchId,
      branchCode: branchById.get(c.branchId)?.code ?? '',
      branchName: branchById.get(c.branchId)?.name ?? '',
      categoryId: c.categoryId,
      categoryName: categoryById.get(c.categoryId)?.name ?? '',
      pieces: 0,
      booked: new Array<number>(days).fill(0),
      share: [],
    };
    row.pieces += c.pieces;
    heat.set(k, row);
  }
  for (const d of daily) {
    const row = heat.get(key(d.branchId, d.categoryId));
    if (!row) continue;
    d.offsets.forEach((offset, i) => {
      row.booked[offset] = (row.booked[offset] ?? 0) + (d.booked[i] ?? 0);
    });
  }
  const heatRows = [...heat.values()]
    .map((row) => ({ ...row, share: row.booked.map((n) => percent(n, row.pieces)) }))
    .sort((a, b) => a.branchCode.localeCompare(b.branchCode) || a.categoryName.localeCompare(b.categoryName));

  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const totalPieces = heatRows.reduce((sum, row) => sum + row.pieces, 0);
  const topDates: PeakDate[] = dates
    .map((date, i) => {
      const booked = heatRows.reduce((sum, row) => sum + (row.booked[i] ?? 0), 0);
      return { date, booked, pieces: totalPieces, share: percent(booked, totalPieces) };
    })
    .filter((d) => d.booked > 0)
    .sort((a, b) => b.booked - a.booked || a.date.localeCompare(b.date))
    .slice(0, PEAK_TOP_DATES);

  const soldOut = soldOutRanges(counts, daily, from).map((s) => ({
    branchId: s.branchId,
    branchCode: branchById.get(s.branchId)?.code ?? '',
    categoryId: s.categoryId,
    categoryName: categoryById.get(s.categoryId)?.name ?? '',
    sizeLabel: sizeLabel(s.grp, s.size === 0 ? null : s.size),
    pieces: s.pieces,
    from: s.from,
    to: s.to,
    days: daysBetween(s.from, s.to) + 1,
  }));

  return {
    from,
    to,
    days,
    dates,
    rows: heatRows,
    topDates,
    soldOut: { count: soldOut.length, items: soldOut.slice(0, LIST_LIMIT) },
    idle: {
      count: idle.total,
      items: idle.items.map((p) => ({
        productId: p.productId,
        code: p.code,
        name: p.name,
        branchCode: branchById.get(p.branchId)?.code ?? '',
        categoryName: categoryById.get(p.categoryId)?.name ?? '',
        sizeLabel: sizeLabel(p.grp, p.size),
      })),
    },
    computedAt,
  };
}
