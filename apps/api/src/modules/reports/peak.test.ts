import { addDays, todayInIndia } from '@vastra/shared/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { createCustomer } from '../../test-support/customers.ts';
import { signInAsStaff } from '../../test-support/staff.ts';
import { peakView } from './peak.ts';
import {
  readSnapshotMeta,
  recomputePeakSnapshot,
  refreshPeakSnapshotIfStale,
  SNAPSHOT_MAX_AGE_MS,
} from './peak-snapshot.ts';

let ctx: TestContext;
let from: string;
let branchId: number;
let categoryId = 0;
let categoryCode = '';
const ids: Record<'a' | 'b' | 'c' | 'd', number> = { a: 0, b: 0, c: 0, d: 0 };

const get = (url: string, headers?: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
const exec = (query: ReturnType<typeof sql>) => ctx.app.db.execute(query);

/**
 * A branch of its own with four sherwanis: two of size 40 (A, B), one 42 (C), one 44 (D).
 * A is booked from+1..from+4, B held from+3..from+5, C booked from-2..from+1; D has only a
 * maintenance block, a cancelled booking and a lapsed hold, none of which is demand.
 */
beforeAll(async () => {
  ctx = await createTestApp();
  from = addDays(todayInIndia(ctx.clock.now), 30);
  const branch = await exec(sql`insert into branches (code, name, city, address, pincode, phone, email,
      contact_person, latitude, longitude, rm_name, rm_phone)
    values ('PKT', 'Peak Test', 'Mumbai', '1 Test Road', '400001', '9000000000', 'pkt@example.in',
      'Test', 19.0, 72.8, 'RM', '9000000000') returning id`);
  branchId = (branch.rows[0] as { id: number }).id;
  const category = await exec(
    sql`select id, code from categories where grp = 1 and not is_accessory order by id limit 1`,
  );
  ({ id: categoryId, code: categoryCode } = category.rows[0] as { id: number; code: string });
  for (const [key, size] of [
    ['a', 40],
    ['b', 40],
    ['c', 42],
    ['d', 44],
  ] as const) {
    const made =
      await exec(sql`insert into products (code, type, name, slug, grp, category_id, branch_id, size,
        base_rent, price)
      values (${`PKT${key.toUpperCase()}1`}, 'rent', ${`Peak sherwani ${key.toUpperCase()}`}, ${`peak-${key}`}, 1,
        ${categoryId}, ${branchId}, ${size}, 2000, 2000) returning id`);
    ids[key] = (made.rows[0] as { id: number }).id;
  }
  const future = new Date(ctx.clock.now.getTime() + 3_600_000).toISOString();
  const past = new Date(ctx.clock.now.getTime() - 3_600_000).toISOString();
  const book = (
    id: number,
    start: number,
    end: number,
    status: string,
    kind = 'rental',
    heldUntil?: string,
  ) =>
    exec(sql`insert into bookings (product_id, status, kind, delivery_date, return_date, held_until)
      values (${id}, ${status}, ${kind}, ${addDays(from, start)}, ${addDays(from, end)}, ${heldUntil ?? null})`);
  await book(ids.a, 1, 4, 'confirmed');
  await book(ids.b, 3, 5, 'held', 'rental', future);
  await book(ids.c, -2, 1, 'confirmed');
  await book(ids.d, 2, 3, 'confirmed', 'maintenance');
  await book(ids.d, 6, 8, 'cancelled');
  await book(ids.d, 6, 9, 'held', 'rental', past);
});
afterAll(() => ctx.close());

describe('the peak-date view', () => {
  it('counts the share of pieces booked or held per day, the busiest days, sold-out sizes and idle pieces', async () => {
    const owner = await signInAsStaff(ctx, 'owner');
    const res = await get(`/api/staff/peak?from=${from}&days=10&branch=${branchId}`, owner.headers);
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({ from, to: addDays(from, 9), days: 10 });
    expect(view.dates).toHaveLength(10);
    expect(view.rows).toHaveLength(1);
    expect(view.rows[0]).toMatchObject({
      branchId,
      branchCode: 'PKT',
      categoryId,
      pieces: 4,
      booked: [1, 2, 1, 2, 2, 1, 0, 0, 0, 0],
      share: [25, 50, 25, 50, 50, 25, 0, 0, 0, 0],
    });
    expect(view.topDates.map((d: { date: string; share: number }) => [d.date, d.share])).toEqual([
      [addDays(from, 1), 50],
      [addDays(from, 3), 50],
      [addDays(from, 4), 50],
      [from, 25],
      [addDays(from, 2), 25],
      [addDays(from, 5), 25],
    ]);
    expect(view.soldOut.count).toBe(2);
    expect(view.soldOut.items).toEqual([
      expect.objectContaining({ sizeLabel: '42 (XL)', pieces: 1, from, to: addDays(from, 1), days: 2 }),
      expect.objectContaining({
        sizeLabel: '40 (L)',
        pieces: 2,
        from: addDays(from, 3),
        to: addDays(from, 4),
        days: 2,
      }),
    ]);
    expect(view.idle).toEqual({
      count: 1,
      items: [
        expect.objectContaining({
          productId: ids.d,
          code: 'PKTD1',
          branchCode: 'PKT',
          sizeLabel: '44 (XXL)',
        }),
      ],
    });
  });

  it('narrows to a category and a shorter window', async () => {
    const owner = await signInAsStaff(ctx, 'owner');
    const other = await exec(sql`select code from categories where id <> ${categoryId} order by id limit 1`);
    const otherCode = (other.rows[0] as { code: string }).code;
    const none = (
      await get(`/api/staff/peak?from=${from}&branch=${branchId}&category=${otherCode}`, owner.headers)
    ).json();
    expect(none).toMatchObject({ days: 120, rows: [], topDates: [], idle: { count: 0, items: [] } });
    const later = addDays(from, 5);
    const view = (
      await get(
        `/api/staff/peak?from=${later}&days=3&branch=${branchId}&category=${categoryCode}`,
        owner.headers,
      )
    ).json();
    expect(view.rows[0].booked).toEqual([1, 0, 0]);
    // A piece booked only before the window sits idle in it.
    expect(view.idle.items.map((p: { code: string }) => p.code)).toEqual(['PKTA1', 'PKTC1', 'PKTD1']);
  });

  it('is for owners and managers of the branch; staff, customers and strangers are refused', async () => {
    const url = `/api/staff/peak?from=${from}&days=10`;
    const manager = await signInAsStaff(ctx, 'manager', ['PKT']);
    const own = (await get(url, manager.headers)).json();
    expect(own.rows.map((r: { branchCode: string }) => r.branchCode)).toEqual(['PKT']);
    expect((await get(`${url}&branch=${branchId}`, manager.headers)).statusCode).toBe(200);
    const elsewhere = await signInAsStaff(ctx, 'manager', ['KDV']);
    expect((await get(`${url}&branch=${branchId}`, elsewhere.headers)).statusCode).toBe(404);
    const theirs = (await get(url, elsewhere.headers)).json();
    expect(theirs.rows.every((r: { branchCode: string }) => r.branchCode === 'KDV')).toBe(true);
    expect(theirs.rows.length).toBeGreaterThan(0);
    const staff = await signInAsStaff(ctx, 'staff', ['PKT']);
    expect((await get(url, staff.headers)).statusCode).toBe(403);
    expect((await get(url, (await createCustomer(ctx)).headers)).statusCode).toBe(401);
    expect((await get(url)).statusCode).toBe(401);
    for (const bad of ['days=121', 'days=0', 'from=2026-02-30', 'branch=abc', 'category=a%00b']) {
      const res = await get(`/api/staff/peak?${bad}`, manager.headers);
      expect({ bad, status: res.statusCode }).toEqual({ bad, status: 400 });
    }
  });

  it('answers from the kept picture with the same numbers as working the view out directly', async () => {
    const owner = await signInAsStaff(ctx, 'owner');
    for (const url of [
      `/api/staff/peak?from=${from}&days=10&branch=${branchId}`,
      `/api/staff/peak?from=${addDays(from, 5)}&days=3&branch=${branchId}&category=${categoryCode}`,
      `/api/staff/peak?days=120`,
      `/api/staff/peak?from=${addDays(todayInIndia(ctx.clock.now), 58)}&days=9`,
    ]) {
      const kept = (await get(url, owner.headers)).json();
      const query = {
        from: kept.from,
        days: kept.days,
        branchIds: url.includes('branch=') ? [branchId] : ('all' as const),
        categoryCode: url.includes('category=') ? categoryCode : undefined,
      };
      const direct = await peakView(ctx.app.db, query, ctx.clock.now);
      expect({ url, ...kept, computedAt: '' }).toEqual({ url, ...direct, computedAt: '' });
      expect(kept.computedAt).toBe((await readSnapshotMeta(ctx.app.db))?.computedAt);
    }
  });

  it('works days outside the kept window out directly', async () => {
    const owner = await signInAsStaff(ctx, 'owner');
    const far = addDays(todayInIndia(ctx.clock.now), 200);
    const view = (await get(`/api/staff/peak?from=${far}&days=5&branch=${branchId}`, owner.headers)).json();
    expect(view).toMatchObject({ from: far, days: 5, computedAt: ctx.clock.now.toISOString() });
    expect(view.idle.count).toBe(4);
  });

  it('works a missing or stale picture out once, however many ask at the same time', async () => {
    const owner = await signInAsStaff(ctx, 'owner');
    const version = async () => (await readSnapshotMeta(ctx.app.db))?.version ?? 0;
    ctx.clock.advance(SNAPSHOT_MAX_AGE_MS + 1000);
    const before = await version();
    const url = `/api/staff/peak?from=${from}&days=10&branch=${branchId}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(url, owner.headers)));
    expect(answers.map((a) => a.json().computedAt)).toEqual(Array(5).fill(ctx.clock.now.toISOString()));
    expect(await version()).toBe(before + 1);
    // Two callers (as two processes would) racing on a stale picture: one works it out.
    ctx.clock.advance(SNAPSHOT_MAX_AGE_MS + 1000);
    const both = await Promise.all([
      refreshPeakSnapshotIfStale(ctx.app.db, ctx.clock.now),
      refreshPeakSnapshotIfStale(ctx.app.db, ctx.clock.now),
    ]);
    expect(both.sort()).toEqual([false, true]);
    expect(await version()).toBe(before + 2);
  });

  it('shows a booking made after the picture once the picture is worked out again', async () => {
    const owner = await signInAsStaff(ctx, 'owner');
    const url = `/api/staff/peak?from=${from}&days=10&branch=${branchId}`;
    const first = (await get(url, owner.headers)).json();
    await exec(sql`insert into bookings (product_id, status, kind, delivery_date, return_date)
      values (${ids.c}, 'confirmed', 'rental', ${addDays(from, 7)}, ${addDays(from, 8)})`);
    ctx.clock.advance(60_000);
    const stale = (await get(url, owner.headers)).json();
    expect(stale.computedAt).toBe(first.computedAt);
    expect(stale.rows[0].booked.slice(6)).toEqual([0, 0, 0, 0]);
    await recomputePeakSnapshot(ctx.app.db, ctx.clock.now);
    // A server looks for a new picture at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = (await get(url, owner.headers)).json();
    expect(fresh.computedAt).toBe(ctx.clock.now.toISOString());
    expect(fresh.rows[0].booked.slice(6)).toEqual([0, 1, 1, 0]);
    expect(fresh.idle.count).toBe(1);
    expect(fresh.soldOut.items).toContainEqual(
      expect.objectContaining({ sizeLabel: '42 (XL)', from: addDays(from, 7), to: addDays(from, 8) }),
    );
  });
});
