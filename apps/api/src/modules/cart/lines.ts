import {
  type IsoDate,
  isRentalPeriod,
  kitRent,
  kitShares,
  type PricedLine,
  type RentalDates,
  refundableDeposit,
  rentalDateProblem,
  rentalDates,
  rentalSizes,
  rentForPeriod,
} from '@vastra/shared/rules';
import { COMMERCE_MESSAGES, type LineMeasurementsInput, type Settings } from '@vastra/shared/schemas';
import { eq } from 'drizzle-orm';
import { measurements, type products } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { badRequest, conflict } from '../../lib/errors.ts';

export type ProductRow = typeof products.$inferSelect;

/** What a cart item or order line counts, from the products table's current prices. */
export type LinePrice = { rent: number | null; deposit: number; price: number; priced: PricedLine };

/** Rent for the period + deposit (rentals) or the sale price (purchases), by the shared rules. */
function priceLine(product: ProductRow, period: number | null, rules: Settings['rental']): LinePrice {
  if (product.type === 'buy') {
    const price = product.salePrice ?? product.price;
    return { rent: null, deposit: 0, price, priced: { type: 'buy', price } };
  }
  const chosen = period ?? rules.defaultPeriod;
  // A period staff have since withdrawn cannot be priced; the customer edits the item.
  if (!isRentalPeriod(chosen, rules) || rules.surchargePct[String(chosen)] === undefined) {
    throw conflict(`The ${chosen}-day rental is no longer offered. Please choose another period.`);
  }
  const rent = rentForPeriod(product.baseRent ?? product.price, chosen, rules);
  const deposit = refundableDeposit(product);
  return { rent, deposit, price: rent, priced: { type: 'rent', rent, deposit } };
}

/** A kit's pricing as a cart row or order line carries it. */
export type RowKit = { price: number | null; discountPct: number | null };

/**
 * Prices cart rows: each on its own, except the parts of a kit (rows sharing a kit group), which
 * share the kit's rent for their period in proportion to their own rents (kitShares), so the
 * lines add up to the kit's price. Answers the prices in the rows' order.
 */
export function priceRows(
  cartRows: readonly {
    product: ProductRow;
    item: { period: number | null; kitGroup: string | null };
    kit: RowKit | null;
  }[],
  rules: Settings['rental'],
): LinePrice[] {
  const rows = cartRows.map((r) => ({
    product: r.product,
    period: r.item.period,
    kitGroup: r.item.kitGroup,
    kit: r.kit,
  }));
  const prices = rows.map((r) => priceLine(r.product, r.period, rules));
  const groups = new Map<string, number[]>();
  rows.forEach((r, i) => {
    if (r.kitGroup && r.kit) groups.set(r.kitGroup, [...(groups.get(r.kitGroup) ?? []), i]);
  });
  for (const indexes of groups.values()) {
    // Piece order: the same shares however the rows were read.
    indexes.sort((a, b) => rows[a]!.product.id - rows[b]!.product.id);
    const first = rows[indexes[0]!]!;
    const own = indexes.map((i) => prices[i]!.rent ?? 0);
    const period = first.period ?? rules.defaultPeriod;
    const shares = kitShares(kitRent(first.kit!, own, period, rules), own);
    indexes.forEach((rowIndex, k) => {
      const price = prices[rowIndex]!;
      const rent = shares[k]!;
      prices[rowIndex] = {
        rent,
        deposit: price.deposit,
        price: rent,
        priced: { type: 'rent', rent, deposit: price.deposit },
      };
    });
  }
  return prices;
}

export type RentalChoice = RentalDates & {
  period: number;
  eventDate: IsoDate;
  measurements: LineMeasurementsInput;
};

/**
 * Checks a rental as the customer chose it: online piece, a period on offer, an event date
 * late enough, every measurement of the piece's group. Throws 400 with the form's messages.
 */
export function rentalChoice(
  product: ProductRow,
  isAccessory: boolean,
  input: { eventDate?: IsoDate | null | undefined; period?: number | null | undefined },
  given: LineMeasurementsInput,
  ctx: { today: IsoDate; rules: Settings['rental']; saved?: LineMeasurementsInput },
): RentalChoice {
  if (!product.isOnline) throw badRequest(COMMERCE_MESSAGES.offline);
  const dateProblem = rentalDateProblem(input, ctx);
  if (dateProblem) throw badRequest(dateProblem.message, { [dateProblem.field]: dateProblem.message });
  const eventDate = input.eventDate as IsoDate;
  const period = input.period ?? ctx.rules.defaultPeriod;
  const sizes = rentalSizes({ grp: product.grp, isAccessory }, given, ctx.saved);
  if (sizes.problem?.field === 'measurements') {
    const { message, missing } = sizes.problem;
    throw badRequest(message, Object.fromEntries(missing.map((f) => [`measurements.${f}`, message])));
  }
  const chosen = sizes.measurements;
  return { period, eventDate, ...rentalDates(eventDate, period, ctx.rules), measurements: chosen };
}

/** The customer's saved measurements (account page), used where an item's sizes are incomplete. */
export async function savedMeasurements(db: Executor, userId: string): Promise<LineMeasurementsInput> {
  const [row] = await db.select().from(measurements).where(eq(measurements.userId, userId));
  if (!row) return {};
  const { userId: _user, updatedAt: _updated, ...values } = row;
  const out: LineMeasurementsInput = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value !== undefined) out[key as keyof LineMeasurementsInput] = Number(value);
  }
  return out;
}
