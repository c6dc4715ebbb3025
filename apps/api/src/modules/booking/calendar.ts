import { addDays, daysBetween } from '@vastra/shared/rules';
import { CALENDAR_MAX_DAYS, type CalendarBar, type StaffCalendar } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/tx.ts';
import { badRequest } from '../../lib/errors.ts';
import { likeContaining } from '../../lib/like.ts';

const CALENDAR_RANGE_MESSAGE = `Show at most ${CALENDAR_MAX_DAYS} days at once, with 'to' on or after 'from'`;

export type CalendarQuery = {
  branchId: number;
  from: string;
  to: string;
  q?: string | undefined;
  cursor?: string | undefined;
  limit: number;
};

type PieceRow = { productId: number; code: string; name: string };
type BookingRow = {
  productId: number;
  bookingId: string;
  kind: 'rental' | 'maintenance' | 'trial';
  status: 'held' | 'confirmed';
  from: string;
  to: string;
  note: string;
  orderId: string | null;
  billNo: string | null;
  lineStatus: string | null;
  heldUntil: Date | string | null;
  partyName: string | null;
};

/**
 * One page of the branch's booking calendar: its rental pieces in code order, each with the
 * bookings, holds, maintenance blocks and trials that touch [from, to], and the buffer day kept
 * free after each one (the day the exclusion constraint also refuses). A hold whose time ran out
 * is not shown: it no longer takes the piece. A piece moving to another branch shows at both until
 * it arrives: the old branch keeps the bookings delivered before the arrival day, the new one the rest.
 * `until` is when the page stops being true without any write: the first shown hold running out.
 */
export async function branchCalendar(
  db: Executor,
  query: CalendarQuery,
  now: Date,
): Promise<{ calendar: StaffCalendar; until: number }> {
  const { branchId, from, to, limit } = query;
  const span = daysBetween(from, to);
  if (span < 0 || span >= CALENDAR_MAX_DAYS) throw badRequest(CALENDAR_RANGE_MESSAGE);
  const search = query.q
    ? sql`and (p.code ilike ${likeContaining(query.q)} or p.name ilike ${likeContaining(query.q)})`
    : sql``;
  const after = query.cursor ? sql`and p.code > ${query.cursor}` : sql``;
  // The branch's own pieces and those still on their way from it, each read in code order from
  // its own index (one OR over both would walk every piece of the shop in code order).
  const rent = sql`p.type = 'rent' and p.is_active ${search} ${after}`;
  const pieces = (
    await db.execute(sql`
      select * from (
        (select p.id as "productId", p.code, p.name from products p
          where p.branch_id = ${branchId} and ${rent} order by p.code limit ${limit + 1})
        union
        (select p.id as "productId", p.code, p.name from products p
          where p.moved_from_branch_id = ${branchId} and p.arrives_on > ${from}::date and ${rent}
          order by p.code limit ${limit + 1})
      ) mine
      order by code limit ${limit + 1}`)
  ).rows as unknown as PieceRow[];
  const page = pieces.slice(0, limit);
  const ids = page.map((p) => p.productId);
  const booked =
    ids.length === 0
      ? []
      : ((
          await db.execute(sql`
          select b.product_id as "productId", b.id as "bookingId", b.kind, b.status,
            b.delivery_date as "from", b.return_date as "to", b.note,
            o.id as "orderId", o.bill_no as "billNo", l.status as "lineStatus",
            case when b.status = 'held' then b.held_until end as "heldUntil",
            (select pt.name from party_orders po join parties pt on pt.id = po.party_id
              where po.order_id = o.id) as "partyName"
          from bookings b
          join products p on p.id = b.product_id
          left join order_lines l on l.id = b.order_line_id
          left join orders o on o.id = l.order_id
          where b.product_id = any(${`{${ids.join(',')}}`}::int[])
            and b.status in ('held', 'confirmed')
            and b.delivery_date <= ${to}::date and b.return_date >= ${addDays(from, -1)}::date
            and not (b.status = 'held' and b.held_until < ${now.toISOString()}::timestamptz)
            and (p.moved_from_branch_id is null or p.arrives_on is null
              or (p.branch_id = ${branchId}) = (b.delivery_date >= p.arrives_on))
          order by b.product_id, b.delivery_date`)
        ).rows as unknown as BookingRow[]);
  const bars = new Map<number, CalendarBar[]>();
  let until = Number.POSITIVE_INFINITY;
  for (const b of booked) {
    const list = bars.get(b.productId) ?? [];
    bars.set(b.productId, list);
    const { productId: _p, heldUntil, ...bar } = b;
    if (heldUntil !== null) until = Math.min(until, new Date(heldUntil).getTime());
    if (b.from <= to && b.to >= from) list.push(bar);
    const buffer = b.to < '9999-12-31' ? addDays(b.to, 1) : null;
    if (buffer && buffer >= from && buffer <= to)
      list.push({ ...bar, kind: 'buffer', from: buffer, to: buffer });
  }
  const calendar = {
    branchId,
    from,
    to,
    pieces: page.map((p) => ({ ...p, bars: bars.get(p.productId) ?? [] })),
    nextCursor: pieces.length > limit ? (page.at(-1)?.code ?? null) : null,
  };
  return { calendar, until };
}
