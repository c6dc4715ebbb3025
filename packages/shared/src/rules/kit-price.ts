import type { Settings } from '../schemas/settings.ts';
import { rentForPeriod } from './rental.ts';

type RentalRules = Settings['rental'];

/** How a kit is priced: its own base-period price, or the sum of its parts less a percentage. */
export type KitPricing = { price: number | null; discountPct: number | null };

/**
 * The kit's rent for a period: its own price scaled like any rental, or the parts' rents summed
 * and reduced by the kit discount (rounded to the rupee).
 */
export function kitRent(
  kit: KitPricing,
  partRents: readonly number[],
  period: number,
  rules: RentalRules,
): number {
  if (kit.price !== null) return rentForPeriod(kit.price, period, rules);
  const sum = partRents.reduce((a, b) => a + b, 0);
  return Math.round((sum * (100 - (kit.discountPct ?? 0))) / 100);
}

/**
 * Shares a kit's rent among its parts in proportion to their own rents, in whole rupees that add
 * up exactly (the rounding remainder goes to the first part): each part's order line then carries
 * its share, and the order's total is the kit's rent. kitShares(900, [600, 300]) → [600, 300].
 */
export function kitShares(total: number, partRents: readonly number[]): number[] {
  const sum = partRents.reduce((a, b) => a + b, 0);
  if (partRents.length === 0) return [];
  const shares = partRents.map((rent) =>
    sum === 0 ? Math.floor(total / partRents.length) : Math.floor((total * rent) / sum),
  );
  shares[0]! += total - shares.reduce((a, b) => a + b, 0);
  return shares;
}

/** What a cart item or order line says about its kit (the parts of one kit share `group`). */
type KitTag = { code: string; name: string; group: string };

/** A kit with its parts, or a piece on its own, as the order and cart pages list them. */
export type LineGroup<T> =
  | { kind: 'kit'; kit: KitTag; price: number; lines: T[] }
  | { kind: 'piece'; price: number; lines: [T] };

/**
 * The lines of a cart or an order as the customer chose them: the parts of one kit together under
 * the kit (priced at the kit's rent, which is the sum of its parts' shares), at the place of its
 * first part; every other line on its own. The lines' own order is kept within and between groups.
 */
export function groupKitLines<T extends { kit?: KitTag | null | undefined }>(
  lines: readonly T[],
  priceOf: (line: T) => number,
): LineGroup<T>[] {
  const groups: LineGroup<T>[] = [];
  const kits = new Map<string, Extract<LineGroup<T>, { kind: 'kit' }>>();
  for (const line of lines) {
    const kit = line.kit;
    if (!kit) {
      groups.push({ kind: 'piece', price: priceOf(line), lines: [line] });
      continue;
    }
    const group = kits.get(kit.group);
    if (group) {
      group.lines.push(line);
      group.price += priceOf(line);
    } else {
      const created = { kind: 'kit' as const, kit, price: priceOf(line), lines: [line] };
      kits.set(kit.group, created);
      groups.push(created);
    }
  }
  return groups;
}
