import type pg from 'pg';
import { ADDRESS } from './bench-orders.ts';

/**
 * The large seed's orders are its history, closed more than a month ago, so Today would have
 * nothing to list. This gives the bench's branch a month of real orders: every rental booking of its pieces from 20 days ago to 30
 * days ahead becomes a paid order with its line, at the step its dates put it (going out, with the
 * customer, overdue, waiting for inspection, done), with the order total and advance in the ledger
 * (so the unpaid list has rows). A few pieces came back late or wait for inspection, as at a
 * real counter; the rest of the past is closed. Runs once per database: a second run finds the orders there.
 */
export async function seedBranchOrders(client: pg.Client, branchId: number, today: string): Promise<number> {
  const done = await client.query<{ n: number }>(
    `select count(*)::int as n from orders where branch_id = $1 and idempotency_key like 'bench-%'`,
    [branchId],
  );
  if ((done.rows[0]?.n ?? 0) > 0) return done.rows[0]?.n ?? 0;
  await client.query('begin');
  try {
    const user = await client.query<{ id: string }>(
      `insert into users (mobile, first_name, last_name) values ('6999999998', 'Bench', 'Customer')
       on conflict (mobile) do update set first_name = excluded.first_name returning id`,
    );
    const made = await client.query<{ n: number }>(
      `with picked as (
         select b.id as booking_id, b.delivery_date, b.return_date, p.id as product_id, p.code, p.name,
           row_number() over (order by b.delivery_date, p.code) as rn
         from bookings b join products p on p.id = b.product_id
         where p.branch_id = $1 and b.kind = 'rental' and b.status = 'confirmed' and b.order_line_id is null
           and b.delivery_date between $2::date - 20 and $2::date + 30
       ), placed as (
         insert into orders (bill_no, user_id, status, order_type, delivery_type, branch_id, address,
           subtotal, delivery_fee, total, advance, balance, idempotency_key, paid_at)
         select 'B' || lpad(rn::text, 7, '0'), $3, 'paid', 'rent',
           case when rn % 3 = 0 then 'home' else 'pickup' end, $1,
           $4::jsonb, 4000, 0, 9000, 2000, 7000,
           'bench-' || booking_id, now()
         from picked returning id, idempotency_key
       ), lines as (
         insert into order_lines (order_id, product_id, product_code, product_name, type, period,
           delivery_date, return_date, price, deposit, status)
         select o.id, k.product_id, k.code, k.name, 'rent', 4, k.delivery_date, k.return_date, 4000, 5000,
           case
             when k.delivery_date > $2::date then 'confirmed'
             when k.return_date >= $2::date then 'with_customer'
             when k.return_date >= $2::date - 3 and k.rn % 10 = 0 then 'with_customer'
             when k.return_date >= $2::date - 2 and k.rn % 10 = 1 then 'returned'
             else 'closed'
           end
         from placed o join picked k on o.idempotency_key = 'bench-' || k.booking_id
         returning id, order_id, product_id, delivery_date
       ), linked as (
         update bookings b set order_line_id = l.id
         from lines l where b.product_id = l.product_id and b.delivery_date = l.delivery_date
           and b.order_line_id is null and b.kind = 'rental'
         returning b.id
       ), money as (
         insert into ledger_entries (order_id, user_id, kind, amount, method)
         select l.order_id, $3, e.kind, e.amount, e.method
         from lines l cross join (values ('order_total', 9000, null), ('advance', -2000, 'online')) as e(kind, amount, method)
         returning 1
       )
       select (select count(*) from lines)::int as n, (select count(*) from linked) as linked,
         (select count(*) from money) as money`,
      [branchId, today, user.rows[0]?.id, JSON.stringify({ ...ADDRESS, phone2: '', country: 'India' })],
    );
    await client.query('commit');
    await client.query('analyze orders, order_lines, ledger_entries, bookings');
    return made.rows[0]?.n ?? 0;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
