import { todayInIndia } from '@vastra/shared/rules';
import type { BulkPriceResult, BulkPriceSchema } from '@vastra/shared/schemas';
import { MAX_PIECE_PRICE } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/tx.ts';
import { badRequest } from '../../lib/errors.ts';
import { recordAudit } from '../staff/index.ts';
import { getReference } from './reference.ts';
import { pieceConditions } from './staff-piece-filter.ts';
import type { PieceAct } from './staff-piece-status.ts';

type BulkPrice = z.output<typeof BulkPriceSchema>;
type Chosen = { id: number; code: string; name: string; price: number };

/** The most pieces one bulk change may touch; a wider filter is refused, not cut short. */
const BULK_MAX = 5_000;
const SAMPLE = 5;

/** The new price of one piece: a percent (rounded to the rupee) or an amount added. */
function changedPrice(price: number, change: Pick<BulkPrice, 'kind' | 'value'>): number {
  return change.kind === 'percent' ? Math.round(price * (1 + change.value / 100)) : price + change.value;
}

async function choose(db: Executor, input: BulkPrice, act: PieceAct, lock: boolean): Promise<Chosen[]> {
  const ref = await getReference(db as Db);
  const where = pieceConditions(input.filter, act.who, ref, todayInIndia(act.now));
  const found = await db.execute(
    sql`select p.id, p.code, p.name, p.price from products p where p.is_active and ${where}
      order by p.code limit ${BULK_MAX + 1} ${lock ? sql`for update of p` : sql``}`,
  );
  const rows = found.rows as unknown as Chosen[];
  if (rows.length > BULK_MAX)
    throw badRequest(`A bulk change touches at most ${BULK_MAX} pieces. Narrow the filter.`, {
      filter: 'Too many pieces',
    });
  return rows;
}

/** Every new price, refused as a whole when one would fall below ₹1 or above the highest price. */
function priced(rows: Chosen[], input: BulkPrice) {
  const changed = rows.map((r) => ({ ...r, after: changedPrice(r.price, input) }));
  const out = changed.filter((r) => r.after < 1 || r.after > MAX_PIECE_PRICE).length;
  if (out > 0)
    throw badRequest(
      `The change would take ${out} piece${out === 1 ? '' : 's'} below ₹1 or above ₹${MAX_PIECE_PRICE}. Nothing was changed.`,
      { value: 'Too large a change' },
    );
  return changed;
}

const result = (rows: ReturnType<typeof priced>, applied: boolean): BulkPriceResult => ({
  count: rows.length,
  applied,
  sample: rows.slice(0, SAMPLE).map((r) => ({ code: r.code, name: r.name, before: r.price, after: r.after })),
});

/**
 * POST /api/staff/pieces/bulk-price: the rent of rentals and the sale price of sale pieces that
 * the filter finds (at the staff member's branches, still in the catalogue), changed by a percent
 * or an amount. A preview counts and shows a few; applying writes every price and one audit entry
 * listing each piece with its price before and after.
 */
export async function bulkPrice(db: Db, input: BulkPrice, act: PieceAct): Promise<BulkPriceResult> {
  if (input.preview) return result(priced(await choose(db, input, act, false), input), false);
  return db.transaction(async (tx) => {
    const rows = priced(await choose(tx, input, act, true), input);
    if (rows.length === 0) return result(rows, true);
    const ids = `{${rows.map((r) => r.id).join(',')}}`;
    const prices = `{${rows.map((r) => r.after).join(',')}}`;
    await tx.execute(sql`
      update products p set price = v.price,
        base_rent = case when p.type = 'rent' then v.price else p.base_rent end,
        sale_price = case when p.type = 'buy' then v.price else p.sale_price end,
        discount_pct = case when coalesce(p.mrp, 0) > 0
          then greatest(0, least(100, round((p.mrp - v.price) * 100.0 / p.mrp)))::smallint else 0 end
      from unnest(${ids}::int[], ${prices}::int[]) as v(id, price)
      where p.id = v.id`);
    await recordAudit(tx, {
      staffId: act.who.id,
      action: 'piece.bulk_price',
      entity: 'product',
      entityId: 'bulk',
      before: { filter: input.filter, kind: input.kind, value: input.value },
      after: { pieces: rows.map((r) => ({ id: r.id, code: r.code, before: r.price, after: r.after })) },
      ip: act.ip,
      at: act.now,
    });
    return result(rows, true);
  });
}
