import { canChangeLineStatus, type LineStatus, todayInIndia } from '@vastra/shared/rules';
import type { CounterAction, CounterBooking, PieceCounter } from '@vastra/shared/schemas';
import { sizeLabel } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/tx.ts';
import { notFound } from '../../lib/errors.ts';
import { type StaffUser, worksAt } from '../../plugins/staff-auth.ts';

export const PIECE_NOT_FOUND = 'No piece has this code';

type PieceRow = {
  productId: number;
  code: string;
  name: string;
  type: 'rent' | 'buy';
  grp: number;
  size: number | null;
  isActive: boolean;
  categoryName: string;
  branchId: number;
  branchCode: string;
  branchName: string;
  movedFromBranchId: number | null;
  arrivesOn: string | null;
};
type LineRow = CounterBooking & { type: 'rent' | 'buy' };

/** The lines staff still have work on: paid, not yet closed. */
const OPEN_LINES = ['confirmed', 'preparing', 'ready', 'out_for_delivery', 'with_customer', 'returned'];

/** For each open status, the step that moves the piece on at the counter. */
const NEXT_STEP: Partial<Record<LineStatus, [CounterAction, LineStatus][]>> = {
  confirmed: [
    ['prepare', 'preparing'],
    ['ready', 'ready'],
  ],
  preparing: [['ready', 'ready']],
  ready: [
    ['hand-over', 'with_customer'],
    ['hand-over', 'closed'],
  ],
  out_for_delivery: [
    ['hand-over', 'with_customer'],
    ['hand-over', 'closed'],
  ],
  with_customer: [['return', 'returned']],
  returned: [['inspect', 'inspected']],
};

/** The step that fits a line now, asked of the shared lifecycle table (a sale is never 'prepared'). */
function counterAction(type: 'rent' | 'buy', status: string): CounterAction | null {
  const steps = NEXT_STEP[status as LineStatus] ?? [];
  const fits = steps.find(([, to]) => canChangeLineStatus(type, status as LineStatus, to));
  return fits ? fits[0] : null;
}

/**
 * A scanned piece at the counter: the piece, whether it is out, back, blocked or booked, the
 * order line in hand (out with the customer or back for inspection, else the next one to go out)
 * and the step that fits it. Another branch's piece answers 404, as if it did not exist.
 */
export async function pieceAtCounter(
  db: Executor,
  who: StaffUser,
  code: string,
  now: Date,
): Promise<PieceCounter> {
  const [piece] = (
    await db.execute(sql`
      select p.id as "productId", p.code, p.name, p.type, p.grp, p.size, p.is_active as "isActive",
        c.name as "categoryName", b.id as "branchId", b.code as "branchCode", b.name as "branchName",
        p.moved_from_branch_id as "movedFromBranchId", p.arrives_on::text as "arrivesOn"
      from products p join categories c on c.id = p.category_id join branches b on b.id = p.branch_id
      where p.code = ${code} or p.code = ${code.toUpperCase()}
      order by p.code = ${code} desc limit 1`)
  ).rows as unknown as PieceRow[];
  if (!piece) throw notFound(PIECE_NOT_FOUND);
  const today = todayInIndia(now);
  // A piece on its way to another branch is still in the old branch's hands until the day it arrives.
  const stillLeaving =
    piece.movedFromBranchId !== null && piece.arrivesOn !== null && today < piece.arrivesOn;
  if (!worksAt(who, piece.branchId) && !(stillLeaving && worksAt(who, piece.movedFromBranchId as number)))
    throw notFound(PIECE_NOT_FOUND);
  const [lines, blocks] = await Promise.all([
    db.execute(sql`
      select o.id as "orderId", o.bill_no as "billNo", l.id as "lineId", l.status as "lineStatus",
        l.type, trim(o.address->>'firstName' || ' ' || coalesce(o.address->>'lastName', '')) as "customerName",
        o.delivery_type as "deliveryType", l.delivery_date as "deliveryDate", l.event_date as "eventDate",
        l.return_date as "returnDate"
      from order_lines l join orders o on o.id = l.order_id
      where l.product_id = ${piece.productId}
        and l.status = any(${`{${OPEN_LINES.join(',')}}`}::text[])
      order by case l.status when 'with_customer' then 0 when 'returned' then 1
        when 'out_for_delivery' then 2 else 3 end, l.delivery_date nulls last, o.bill_no
      limit 6`),
    db.execute(sql`
      select delivery_date as "from", return_date as "to", note from bookings
      where product_id = ${piece.productId} and kind = 'maintenance' and status = 'confirmed'
        and delivery_date <= ${today}::date and return_date >= ${today}::date
      order by delivery_date limit 1`),
  ]);
  const open = lines.rows as unknown as LineRow[];
  const block = (blocks.rows[0] as PieceCounter['block'] | undefined) ?? null;
  const toBooking = ({ type: _t, ...line }: LineRow): CounterBooking => line;
  const focus = open[0];
  const {
    grp,
    size,
    branchId,
    branchCode,
    branchName,
    movedFromBranchId: _m,
    arrivesOn: _a,
    ...rest
  } = piece;
  return {
    piece: {
      ...rest,
      sizeLabel: sizeLabel(grp, size),
      branch: { id: branchId, code: branchCode, name: branchName },
    },
    status: pieceStatus(piece.isActive, focus?.lineStatus, block !== null),
    block,
    booking: focus ? toBooking(focus) : null,
    action: focus ? counterAction(focus.type, focus.lineStatus) : null,
    upcoming: open.slice(1).map(toBooking),
  };
}

function pieceStatus(active: boolean, line: string | undefined, blocked: boolean): PieceCounter['status'] {
  if (line === 'with_customer' || line === 'out_for_delivery') return 'with_customer';
  if (line === 'returned') return 'awaiting_inspection';
  if (!active) return 'inactive';
  if (blocked) return 'blocked';
  return line ? 'booked' : 'free';
}
