import {
  addDays,
  blockedDays,
  computeTotals,
  earliestEventDate,
  MESSAGES,
  refundableDeposit,
  rentalDateProblem,
  rentalDates,
  rentForPeriod,
  todayInIndia,
} from '@vastra/shared/rules';
import type { BookedDates, ProductDetail, Quote, Settings } from '@vastra/shared/schemas';
import { and, asc, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared.ts';
import { products } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { activeSpans, freeSubstitute, pieceTaken, substituteConflict } from '../booking/index.ts';
import { productImageUrls } from '../media/index.ts';
import { getSettings } from '../system/index.ts';
import { toBranch, toCard } from './cards.ts';
import { productByCode } from './commerce-product.ts';
import { listingIndex } from './listing-index.ts';
import { getReference } from './reference.ts';

type ProductRow = typeof products.$inferSelect;

type QuotedPiece = Pick<ProductRow, 'id' | 'code' | 'type' | 'baseRent' | 'deposit'> & { taken: boolean };

/** What a product code can look like: anything else is a 404 without asking the database. */
const PRODUCT_CODE = /^[A-Za-z0-9-]{1,40}$/;

/** An active product by its code, or 404. */
async function findProduct(db: Db, code: string): Promise<ProductRow> {
  if (!PRODUCT_CODE.test(code)) throw notFound('Product not found');
  return productByCode(db, code);
}

/** GET /api/products/{code}: the piece, its pictures and branch, and related pieces. */
export async function productDetail(db: Db, code: string): Promise<ProductDetail> {
  const row = await findProduct(db, code);
  const ref = await getReference(db);
  const branch = ref.branchById.get(row.branchId);
  const category = ref.categoryById.get(row.categoryId);
  if (!branch || !category) throw notFound('Product not found');
  const related = await relatedPieces(db, row);
  return {
    ...toCard(row, ref),
    description: row.description,
    remark: row.remark,
    deposit: row.type === 'rent' ? refundableDeposit(row) : null,
    isAccessory: category.isAccessory,
    images: row.images.map(productImageUrls),
    branch: toBranch(branch),
    related: related.map((r) => toCard(r, ref)),
  };
}

/**
 * Up to 8 pieces of the same category and kind, nearest in price: the 8 just above and the 8
 * just below, each read in index order (products_category_price_idx), then the nearest of both.
 */
async function relatedPieces(db: Db, row: ProductRow): Promise<ProductRow[]> {
  const same = and(
    eq(products.type, row.type),
    eq(products.categoryId, row.categoryId),
    eq(products.isActive, true),
    ne(products.id, row.id),
  );
  const [above, below] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(same, gte(products.price, row.price)))
      .orderBy(asc(products.price), asc(products.id))
      .limit(8),
    db
      .select()
      .from(products)
      .where(and(same, lt(products.price, row.price)))
      .orderBy(desc(products.price), desc(products.id))
      .limit(8),
  ]);
  return [...above, ...below]
    .sort((a, b) => Math.abs(a.price - row.price) - Math.abs(b.price - row.price) || a.id - b.id)
    .slice(0, 8);
}

/** GET /api/products/{code}/booked-dates: the days the piece cannot be delivered, worn or returned. */
export async function bookedDates(
  db: Db,
  code: string,
  range: { from?: string | undefined; to?: string | undefined },
  now: Date,
): Promise<BookedDates> {
  const settings = await getSettings(db);
  const row = await findProduct(db, code);
  const today = todayInIndia(now);
  const from = range.from ?? today;
  const to = range.to ?? addDays(from, 180);
  if (to < from)
    throw badRequest('The end date must not be before the start date', { to: 'Must not be before from' });
  if (addDays(from, 400) < to)
    throw badRequest('Ask for at most 400 days at a time', { to: 'At most 400 days' });
  const spans = row.type === 'rent' ? await activeSpans(db, row.id, from, to, now) : [];
  // On its way to another branch: nothing can be delivered before the day it arrives.
  if (row.type === 'rent' && row.arrivesOn && row.arrivesOn > from)
    spans.push({ deliveryDate: from, returnDate: addDays(row.arrivesOn, -2) });
  return {
    code: row.code,
    from,
    to,
    dates: blockedDays(spans).filter((d) => d >= from && d <= to),
    earliestEventDate: earliestEventDate(today, settings.rental),
  };
}

/**
 * 400 for an event date or period that cannot be rented (the shared rental check), with the
 * form's hint for a period.
 */
function checkRentalDate(
  choice: { eventDate: string; period?: number | undefined },
  settings: Settings,
  now: Date,
): void {
  const problem = rentalDateProblem(choice, { today: todayInIndia(now), rules: settings.rental });
  if (problem) throw rentalDateError(problem);
}

/** The 400 for a date or period the rules refuse, with the field it belongs to. */
function rentalDateError(problem: NonNullable<ReturnType<typeof rentalDateProblem>>): Error {
  const fieldMessage = problem.field === 'period' ? problem.hint : problem.message;
  return badRequest(problem.message, { [problem.field]: fieldMessage });
}

/**
 * The listing's event-date filter: the same check; a period given without a date is checked as
 * if for the earliest bookable day, so only the period can be refused.
 */
export function checkListingChoice(
  choice: { eventDate?: string | undefined; period?: number | undefined },
  settings: Settings,
  now: Date,
): void {
  if (!choice.eventDate && choice.period === undefined) return;
  const eventDate = choice.eventDate ?? earliestEventDate(todayInIndia(now), settings.rental);
  checkRentalDate({ eventDate, period: choice.period }, settings, now);
}

/**
 * GET /api/products/{code}/quote: dates, rent, deposit and advance for an event. The piece and
 * whether it is free come in one prepared statement (the quote is asked at every date a shopper
 * tries); the answers keep their order: unknown piece 404, piece for sale 400, date 400, taken 409.
 */
export async function quote(
  db: Db,
  code: string,
  choice: { eventDate: string; period?: number | undefined },
  now: Date,
  maxLagMs = 0,
): Promise<Quote> {
  if (!PRODUCT_CODE.test(code)) throw notFound('Product not found');
  const settings = await getSettings(db);
  const input = { eventDate: choice.eventDate, period: choice.period ?? settings.rental.defaultPeriod };
  const problem = rentalDateProblem(input, { today: todayInIndia(now), rules: settings.rental });
  // Availability is asked only of dates the rules accept (a period of 10⁹ days has no range).
  const asked = problem
    ? { problem }
    : { dates: rentalDates(input.eventDate, input.period, settings.rental) };
  // From the process's kept listing once it is loaded (record 33), else from the database.
  const kept = await listingIndex(db).fresh(maxLagMs);
  const row = kept
    ? kept.quoted(code.toUpperCase(), asked.dates, now)
    : (
        await preparedRows<QuotedPiece>(
          db,
          sql`select p.id, p.code, p.type, p.base_rent as "baseRent", p.deposit,
              ${asked.dates ? pieceTaken(sql`p.id`, asked.dates, now) : sql`false`} as taken
            from products p where p.code = ${code.toUpperCase()} and p.is_active`,
        )
      )[0];
  if (!row) throw notFound('Product not found');
  if (row.type !== 'rent' || row.baseRent === null) {
    throw badRequest('This piece is for sale, not for rent.', {
      code: 'This piece is for sale, not for rent.',
    });
  }
  if (asked.problem) throw rentalDateError(asked.problem);
  const { dates } = asked;
  // Taken: the 409 offers a free piece of the same kind and size, as adding it to the cart does.
  if (row.taken) {
    const offer = kept ? kept.substitute(row.id, dates, now) : await freeSubstitute(db, row.id, dates, now);
    throw substituteConflict(MESSAGES.conflict, offer);
  }
  const rent = rentForPeriod(row.baseRent, input.period, settings.rental);
  const deposit = refundableDeposit(row);
  // The piece alone, before delivery is chosen: advance % of rent + deposit.
  const totals = computeTotals([{ type: 'rent', rent, deposit }], 'pickup', settings);
  return {
    code: row.code,
    eventDate: input.eventDate,
    period: input.period,
    ...dates,
    baseRent: row.baseRent,
    rent,
    deposit,
    advance: totals.advance,
    advancePct: totals.advancePct,
  };
}
