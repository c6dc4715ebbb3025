import { DEFAULT_SETTINGS } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStatement, runStatement } from '../db/prepared.ts';
import { lapsedOrdersQuery } from '../modules/orders/hold-jobs.ts';
import { refundsDueQuery } from '../modules/orders/late-refund.ts';
import { checkoutReadSelect } from '../modules/orders/queries.ts';
import { openPaymentsQuery } from '../modules/payments/reconcile.ts';
import { sessionKey } from '../plugins/auth.ts';
import { addDays, todayInIndia } from '../test-support/fixtures.ts';
import { createLoggedApp, type LoggedApp } from '../test-support/logged-app.ts';
import { auth, loginAs } from '../test-support/login.ts';
import { seedModerate } from '../test-support/moderate-catalogue.ts';
import { signInAsStaff } from '../test-support/staff.ts';
import { seedOrderHistory } from './orders-large.ts';

let ctx: LoggedApp;
/** India's date on the app's clock (not the machine's: a run may cross midnight). */
let today: string;
let pieces = { first: 0, last: 0 };
let history = { orders: 0, customers: 0 };

/** The seed's history on 120 generated pieces with their bookings, as `seed:large` writes it. */
beforeAll(async () => {
  ctx = await createLoggedApp();
  today = todayInIndia(ctx.clock.now);
  pieces = await seedModerate(ctx.app.db, today, { pieces: 120, bookings: 1_200, saleShare: 0 });
  history = await seedOrderHistory(ctx.app.db, {
    fromId: pieces.first,
    toId: pieces.last,
    today,
    bookings: 1_200,
    batch: 50,
  });
}, 120_000);
afterAll(() => ctx.close());

const q = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await ctx.app.db.execute<T>(query)).rows;

describe('the large seed’s order history', () => {
  it('gives every online rental that ended over a month ago its closed order, and no other booking one', async () => {
    const [counts] = await q<{ due: number; ordered: number; stray: number; wrong: number }>(sql`
      select
        count(*) filter (where b.source = 'online' and b.status = 'confirmed' and b.return_date < ${today}::date - 30)::int as due,
        count(l.id)::int as ordered,
        count(l.id) filter (where not (b.source = 'online' and b.status = 'confirmed' and b.return_date < ${today}::date - 30))::int as stray,
        count(l.id) filter (where l.product_id <> b.product_id or l.delivery_date <> b.delivery_date
          or l.return_date <> b.return_date or l.status <> 'closed')::int as wrong
      from bookings b left join order_lines l on l.id = b.order_line_id
      where b.product_id between ${pieces.first} and ${pieces.last}`);
    expect(counts?.due).toBeGreaterThan(50);
    expect(counts?.ordered).toBe(counts?.due);
    expect(history.orders).toBe(counts?.due);
    expect(counts?.stray).toBe(0);
    expect(counts?.wrong).toBe(0);
    // Loaded with the branch notes off, they are on again afterwards.
    const triggers = await q<{ name: string; enabled: string }>(sql`
      select tgname as name, tgenabled::text as enabled from pg_trigger
      where tgname in ('orders_branch_changes', 'order_lines_branch_changes_insert', 'ledger_entries_branch_changes_insert')`);
    expect(triggers.map((t) => t.enabled)).toEqual(['O', 'O', 'O']);
  });

  it('shows a history customer their past rentals, paid and closed', async () => {
    const [customer] = await q<{ mobile: string; orders: number }>(sql`
      select u.mobile, count(*)::int as orders from orders o join users u on u.id = o.user_id
      where o.idempotency_key like 'history-%' group by u.mobile order by count(*) desc, u.mobile limit 1`);
    expect(customer?.mobile).toMatch(/^80{4}\d{5}$/);
    const { token } = await loginAs(ctx, customer?.mobile ?? '');
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: auth(token) });
    expect(mine.statusCode, ctx.lines.filter((l) => l.includes('"level":50')).join('')).toBe(200);
    const items = (mine.json() as { items: { id: string; billNo: string; status: string; total: number }[] })
      .items;
    expect(items).toHaveLength(customer?.orders ?? -1);
    for (const o of items) {
      expect(o.status).toBe('paid');
      expect(o.billNo).toMatch(/^VST-\d{6}-H\d{7}$/);
    }
    const first = items[0];
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${first?.id}`,
      headers: auth(token),
    });
    expect(detail.statusCode, ctx.lines.filter((l) => l.includes('"level":50')).join('')).toBe(200);
    const order = detail.json() as {
      amounts: { total: number; advance: number; balance: number };
      lines: { status: string; deliveryDate: string; returnDate: string; price: number; deposit: number }[];
    };
    expect(order.lines).toHaveLength(1);
    const [line] = order.lines;
    expect(order.amounts.total).toBe((line?.price ?? 0) + (line?.deposit ?? 0));
    expect(order.amounts.advance).toBe(
      Math.round((order.amounts.total * DEFAULT_SETTINGS.advance.rentPct) / 100),
    );
    expect(order.amounts.balance).toBe(order.amounts.total - order.amounts.advance);
    expect(line?.returnDate && line.returnDate < addDays(today, -30)).toBe(true);
  });

  it('keeps a ledger the back office reads as settled: paid in full, the deposit handed back', async () => {
    const [row] = await q<{ id: string }>(sql`
      select id from orders where idempotency_key like 'history-%' order by bill_no limit 1`);
    const owner = await signInAsStaff(ctx, 'owner');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/orders/${row?.id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    const order = res.json() as {
      amounts: { total: number };
      paidOnline: boolean;
      lines: { deposit: number; status: string }[];
      ledger: { summary: { due: number; refundable: number; paid: number; refunded: number } };
    };
    const deposit = order.lines[0]?.deposit ?? 0;
    expect(order.paidOnline).toBe(true);
    expect(order.lines[0]?.status).toBe('closed');
    expect(order.ledger.summary).toMatchObject({
      due: 0,
      refundable: 0,
      paid: order.amounts.total,
      refunded: deposit,
    });
  });

  it('adds nothing when run again: each booking has its order already', async () => {
    const again = await seedOrderHistory(ctx.app.db, {
      fromId: pieces.first,
      toId: pieces.last,
      today,
      bookings: 1_200,
      batch: 50,
    });
    expect(again.orders).toBe(0);
    const [n] = await q<{ n: number }>(
      sql`select count(*)::int as n from orders where idempotency_key like 'history-%'`,
    );
    expect(n?.n).toBe(history.orders);
  });

  it('leaves the history alone in the jobs that run every minute: each reads only its open rows', async () => {
    await q(sql`analyze orders, payments`);
    const now = new Date();
    const plans = {
      orders: await q<{ 'QUERY PLAN': string }>(sql`explain ${lapsedOrdersQuery(ctx.app.db, now)}`),
      refunds: await q<{ 'QUERY PLAN': string }>(sql`explain ${refundsDueQuery(ctx.app.db, 50)}`),
      open: await q<{ 'QUERY PLAN': string }>(
        sql`explain ${openPaymentsQuery(ctx.app.db, 'local', now, 50)}`,
      ),
    };
    const text = (rows: { 'QUERY PLAN': string }[]) => rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text(plans.orders)).toContain('orders_pending_user_idx');
    expect(text(plans.refunds)).toContain('payments_refund_due_idx');
    expect(text(plans.open)).toContain('payments_open_idx');
    for (const plan of Object.values(plans)) expect(text(plan)).not.toMatch(/Seq Scan/);
  });

  it('reads a customer’s own unpaid orders at checkout, not every customer’s unpaid orders', async () => {
    // Statistics taken when no order was unpaid (the history is all paid), then a busy evening:
    // 300 orders of other customers waiting for their payment.
    await q(sql`analyze orders`);
    const [customer] = await q<{ id: string; mobile: string; orders: number }>(sql`
      select u.id, u.mobile, count(*)::int as orders from orders o join users u on u.id = o.user_id
      where o.idempotency_key like 'history-%' group by u.id, u.mobile order by u.mobile limit 1`);
    await q(sql`
      insert into orders (bill_no, user_id, status, order_type, delivery_type, branch_id, address, subtotal,
        discount, delivery_fee, gst, total, advance, balance, due, idempotency_key, hold_expires_at)
      select 'VST-EVE-' || lpad((row_number() over (order by o.id, g))::text, 6, '0'), o.user_id, 'pending_payment',
        o.order_type, o.delivery_type, o.branch_id, o.address, o.subtotal, o.discount, o.delivery_fee, o.gst,
        o.total, o.advance, o.balance, o.total, 'evening-' || o.id || '-' || g, now() + interval '15 minutes'
      from orders o cross join generate_series(1, 5) g
      where o.idempotency_key like 'history-%' and o.user_id <> ${customer?.id}::uuid
      order by o.id, g limit 300`);
    const [unpaid] = await q<{ n: number }>(
      sql`select count(*)::int as n from orders where status = 'pending_payment'`,
    );
    expect(unpaid?.n).toBeGreaterThanOrEqual(300);

    const { token } = await loginAs(ctx, customer?.mobile ?? '');
    const [plan] = await runStatement<{ 'QUERY PLAN': unknown }>(
      ctx.app.db,
      buildStatement(sql`explain (analyze, format json) ${checkoutReadSelect(ctx.app.db)}`),
      { ...sessionKey(token, new Date()), key: 'a-new-key', today },
    );
    type Node = {
      'Relation Name'?: string;
      'Rows Removed by Filter'?: number;
      'Actual Loops'?: number;
      Plans?: Node[];
    };
    const raw = plan?.['QUERY PLAN'];
    const root = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: Node }[];
    const ordersRead = (node: Node): number =>
      (node['Relation Name'] === 'orders'
        ? (node['Rows Removed by Filter'] ?? 0) * (node['Actual Loops'] ?? 1)
        : 0) + (node.Plans ?? []).reduce((sum, child) => sum + ordersRead(child), 0);
    // Rows of orders read and put aside: at most the customer's own orders, none of the evening's.
    expect(ordersRead(root[0]?.Plan ?? {})).toBeLessThanOrEqual(customer?.orders ?? 0);
  });
});
