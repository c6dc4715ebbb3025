// Fit-check trials through the real routes: free slots, booking, the slot race, cancelling,
// staff's day list and outcomes, alteration blocks, and the staff alert.
import { addDays, formatEventDate, todayInIndia } from '@vastra/shared/rules';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, smsOutbox } from '../../db/schema/index.ts';
import type { JobContext } from '../../queue/jobs.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { type Piece, pickPiece } from '../../test-support/commerce.ts';
import { type Customer, createCustomer } from '../../test-support/customers.ts';
import { type SignedInStaff, signInAsStaff } from '../../test-support/staff.ts';
import { dispatchMessagesJob, sendMessageJob } from '../notifications/index.ts';
import { appGateway } from '../payments/index.ts';

let ctx: TestContext;
let day: string;
beforeAll(async () => {
  ctx = await createTestApp();
  // 10:00 in India: the day's slots from 11:30 are all still ahead.
  ctx.clock.set(`${addDays(todayInIndia(new Date()), 1)}T04:30:00Z`);
  day = addDays(todayInIndia(ctx.clock.now), 10);
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => ctx.app.inject({ method: 'GET', url, headers });
const today = () => todayInIndia(ctx.clock.now);
const post = (url: string, headers: Headers, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });
const slots = async (code: string, date = day) =>
  (await get(`/api/products/${code}/trial-slots?date=${date}`)).json();
const book = (who: Customer, code: string, time: string, date = day) =>
  post('/api/account/trials', who.headers, { productCode: code, date, time });

async function branchOf(piece: Piece) {
  const found = await ctx.app.db.execute<{ code: string; name: string }>(
    sql`select code, name from branches where id = ${piece.branchId}`,
  );
  const row = found.rows[0];
  if (!row) throw new Error('no branch');
  return row;
}

async function namedCustomer(first: string, last: string): Promise<Customer> {
  const who = await createCustomer(ctx);
  await ctx.app.db.execute(
    sql`update users set first_name = ${first}, last_name = ${last} where id = ${who.userId}`,
  );
  return who;
}

const liveTrialBookings = async (productId: number) =>
  (
    await ctx.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from bookings where product_id = ${productId} and kind = 'trial'
        and status in ('held', 'confirmed')`,
    )
  ).rows[0]?.n;

describe('booking a trial slot', () => {
  it("offers the day's half hours within opening hours, books one and no longer offers it", async () => {
    const piece = await pickPiece(ctx, 'women');
    const branch = await branchOf(piece);
    const before = await slots(piece.code);
    expect(before).toMatchObject({
      branchCode: branch.code,
      opens: '11:30',
      closes: '20:00',
      unavailable: null,
    });
    expect(before.slots[0]).toBe('11:30');
    expect(before.slots.at(-1)).toBe('19:30');
    expect(before.slots).toHaveLength(17);

    const bride = await createCustomer(ctx);
    const res = await book(bride, piece.code, '12:00');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      productCode: piece.code,
      branchCode: branch.code,
      branchName: branch.name,
      date: day,
      time: '12:00',
      status: 'booked',
    });
    const after = await slots(piece.code);
    expect(after.slots).not.toContain('12:00');
    expect(after.slots).toHaveLength(16);

    // Another customer may still try the piece on the same day in another slot.
    expect((await book(await createCustomer(ctx), piece.code, '12:30')).statusCode).toBe(201);

    // The day is held against rentals: a rental over it is refused by the database, one after the buffer is not.
    await expect(
      ctx.app.db.execute(sql`insert into bookings (product_id, status, delivery_date, return_date)
        values (${piece.id}, 'confirmed', ${addDays(day, -3)}, ${day})`),
    ).rejects.toThrow();
    await ctx.app.db.execute(sql`insert into bookings (product_id, status, delivery_date, return_date)
      values (${piece.id}, 'confirmed', ${addDays(day, 2)}, ${addDays(day, 5)})`);
  });

  it('two customers, one slot: one 201, one 409 in shop words, nothing half-booked', async () => {
    const piece = await pickPiece(ctx, 'men');
    const [a, b] = [await createCustomer(ctx), await createCustomer(ctx)];
    const results = await Promise.all([book(a, piece.code, '15:00'), book(b, piece.code, '15:00')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const lost = results.find((r) => r.statusCode === 409);
    expect(lost?.json().error.message).toBe(
      'Someone has just booked that trial slot. Please pick another time.',
    );
    expect(await liveTrialBookings(piece.id)).toBe(1);
    const rows = await ctx.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from trials where product_id = ${piece.id}`,
    );
    expect(rows.rows[0]?.n).toBe(1);
  });

  it('refuses a time outside opening hours, off the half hour, or a past day with 400', async () => {
    const piece = await pickPiece(ctx, 'women');
    const who = await createCustomer(ctx);
    for (const [time, date] of [
      ['09:00', day],
      ['20:00', day],
      ['11:45', day],
      ['12:00', addDays(day, -20)],
    ] as const) {
      const res = await book(who, piece.code, time, date);
      expect(res.statusCode, `${date} ${time}`).toBe(400);
    }
    expect(await liveTrialBookings(piece.id)).toBe(0);
    expect(
      (await post('/api/account/trials', {}, { productCode: piece.code, date: day, time: '12:00' }))
        .statusCode,
    ).toBe(401);
    expect((await book(who, 'NO-SUCH-PIECE', '12:00')).statusCode).toBe(404);
  });

  it('offers no slot on a day the piece is out on a rental, and refuses one with 409', async () => {
    const piece = await pickPiece(ctx, 'men');
    await ctx.app.db.execute(sql`insert into bookings (product_id, status, delivery_date, return_date)
      values (${piece.id}, 'confirmed', ${addDays(day, -2)}, ${addDays(day, 1)})`);
    const listed = await slots(piece.code);
    expect(listed.slots).toEqual([]);
    expect(listed.unavailable).toMatch(/out on a rental/);
    const res = await book(await createCustomer(ctx), piece.code, '12:00');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/cannot be tried on then/);
    expect(await liveTrialBookings(piece.id)).toBe(0);
  });

  it("lists the customer's own trials and cancels one, freeing its slot", async () => {
    const piece = await pickPiece(ctx, 'women');
    const who = await createCustomer(ctx);
    const other = await createCustomer(ctx);
    const trial = (await book(who, piece.code, '17:00')).json();
    const mine = (await get('/api/account/trials', who.headers)).json();
    expect(mine.items.map((t: { id: string }) => t.id)).toEqual([trial.id]);
    expect((await get('/api/account/trials', other.headers)).json().items).toEqual([]);
    expect((await post(`/api/account/trials/${trial.id}/cancel`, other.headers)).statusCode).toBe(404);
    const cancelled = await post(`/api/account/trials/${trial.id}/cancel`, who.headers);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await slots(piece.code)).slots).toContain('17:00');
    expect((await book(other, piece.code, '17:00')).statusCode).toBe(201);
  });
});

describe('staff and trials', () => {
  let piece: Piece;
  let branchStaff: SignedInStaff;
  let otherStaff: SignedInStaff;
  let trialId: string;
  beforeAll(async () => {
    piece = await pickPiece(ctx, 'women');
    const { code } = await branchOf(piece);
    branchStaff = await signInAsStaff(ctx, 'staff', [code]);
    const elsewhere = await ctx.app.db.execute<{ code: string }>(
      sql`select code from branches where id <> ${piece.branchId} order by id limit 1`,
    );
    otherStaff = await signInAsStaff(ctx, 'staff', [elsewhere.rows[0]?.code ?? '']);
    // Today at 11:30 in India: its time comes within the staff member's session.
    trialId = (await book(await namedCustomer('Priya', 'Nair'), piece.code, '11:30', today())).json().id;
  });

  it("lists the day's trials of the branch with the customer; another branch's staff get 404", async () => {
    const res = await get(`/api/staff/trials?branch=${piece.branchId}`, branchStaff.headers);
    expect(res.json().date).toBe(today());
    expect(res.statusCode).toBe(200);
    const item = res.json().items.find((t: { id: string }) => t.id === trialId);
    expect(item).toMatchObject({
      time: '11:30',
      customerName: 'Priya Nair',
      status: 'booked',
      productCode: piece.code,
    });
    expect(
      (await get(`/api/staff/trials?branch=${piece.branchId}&date=${day}`, otherStaff.headers)).statusCode,
    ).toBe(404);
    // The branch's calendar shows the trial on its day.
    const calendar = await get(
      `/api/staff/calendar?branch=${piece.branchId}&from=${today()}&to=${today()}&q=${piece.code}`,
      branchStaff.headers,
    );
    const bars = calendar.json().pieces.flatMap((p: { bars: { kind: string; note: string }[] }) => p.bars);
    expect(bars).toContainEqual(expect.objectContaining({ kind: 'trial', note: 'Fit-check at 11:30' }));
    const marked = await post(`/api/staff/trials/${trialId}/outcome`, otherStaff.headers, {
      outcome: 'no_show',
    });
    expect(marked.statusCode).toBe(404);
  });

  it('marks a no-show once its time has come, audited, and frees the slot', async () => {
    const early = await post(`/api/staff/trials/${trialId}/outcome`, branchStaff.headers, {
      outcome: 'no_show',
    });
    expect(early.statusCode).toBe(409);
    const saved = ctx.clock.now;
    ctx.clock.set(`${today()}T06:15:00Z`); // 11:45 in India
    try {
      const res = await post(`/api/staff/trials/${trialId}/outcome`, branchStaff.headers, {
        outcome: 'no_show',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'no_show', markedBy: expect.stringMatching(/Test staff/) });
      const again = await post(`/api/staff/trials/${trialId}/outcome`, branchStaff.headers, {
        outcome: 'attended',
      });
      expect(again.statusCode).toBe(409);
    } finally {
      ctx.clock.set(saved.toISOString());
    }
    expect(await liveTrialBookings(piece.id)).toBe(0);
    const audit = await ctx.app.db.execute<{ action: string; staff_id: string }>(
      sql`select action, staff_id from audit_log where entity = 'trial' and entity_id = ${trialId}`,
    );
    expect(audit.rows).toEqual([{ action: 'trial.no_show', staff_id: branchStaff.staffId }]);
  });

  it('alteration days block the piece: refused over a trial day (409), and no trial on them', async () => {
    const trialDay = addDays(day, 3);
    await book(await createCustomer(ctx), piece.code, '13:00', trialDay);
    const block = (from: string, to: string) =>
      post('/api/staff/calendar/blocks', branchStaff.headers, {
        productId: piece.id,
        from,
        to,
        note: 'Alteration',
      });
    const over = await block(addDays(trialDay, -1), addDays(trialDay, 1));
    expect(over.statusCode).toBe(409);
    const altered = addDays(day, 8);
    expect((await block(altered, addDays(altered, 1))).statusCode).toBe(201);
    expect((await slots(piece.code, altered)).slots).toEqual([]);
    expect((await book(await createCustomer(ctx), piece.code, '12:00', altered)).statusCode).toBe(409);
  });
});

describe('the staff fit-check alert', () => {
  const silent = pino({ level: 'silent' });
  function jobContext(): JobContext {
    const base: JobContext = {
      db: ctx.app.db,
      env: ctx.app.deps.env,
      now: () => ctx.clock.now,
      log: silent,
      gateway: appGateway(ctx.app),
    };
    return {
      ...base,
      send: async (_name, data) => {
        await sendMessageJob.handle(base, data as { messageId: string }, {
          id: 'job',
          retryCount: 0,
          retryLimit: 5,
        });
      },
    };
  }

  it('goes once to the staff of the piece’s branch, with the customer, piece, slot and branch', async () => {
    const piece = await pickPiece(ctx, 'men');
    const branch = await branchOf(piece);
    const member = await signInAsStaff(ctx, 'staff', [branch.code]);
    const elsewhere = await ctx.app.db.execute<{ code: string }>(
      sql`select code from branches where id <> ${piece.branchId} order by id limit 1`,
    );
    const outsider = await signInAsStaff(ctx, 'staff', [elsewhere.rows[0]?.code ?? '']);
    const bride = await namedCustomer('Kavya', 'Iyer');
    const trial = (await book(bride, piece.code, '16:30')).json();
    for (let i = 0; i < 2; i++)
      await dispatchMessagesJob.handle(jobContext(), {}, { id: `d${i}`, retryCount: 0, retryLimit: 2 });

    const name = (
      await ctx.app.db.execute<{ name: string }>(sql`select name from products where id = ${piece.id}`)
    ).rows[0]?.name;
    const text =
      `Vastra staff: Fit-check requested: Kavya Iyer (${bride.mobile}) for ${name} (${piece.code}) ` +
      `on ${formatEventDate(day)} 16:30 at ${branch.name}.`;
    const sent = await ctx.app.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, member.mobile));
    expect(sent.map((s) => s.body).filter((body) => body.startsWith('Vastra staff'))).toEqual([text]);
    const outsiderSms = await ctx.app.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, outsider.mobile));
    expect(outsiderSms.filter((m) => m.body.includes('Fit-check'))).toEqual([]);
    const queued = await ctx.app.db
      .select()
      .from(messages)
      .where(and(eq(messages.event, 'staff_fit_check'), eq(messages.recipient, member.mobile)));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.dedupeKey).toContain(trial.id);
  });
});

describe('trial hours per branch', () => {
  it("a branch's own hours (owners, audited) decide its slots and bookings; other branches keep the shop's", async () => {
    const piece = await pickPiece(ctx, 'women');
    let elsewhere = await pickPiece(ctx, 'men');
    while (elsewhere.branchId === piece.branchId) elsewhere = await pickPiece(ctx, 'men');
    const branch = await branchOf(piece);
    const owner = await signInAsStaff(ctx, 'owner');
    const read = await get('/api/staff/settings', owner.headers);
    const before = read.json().value;
    const put = (value: object) =>
      ctx.app.inject({ method: 'PUT', url: '/api/staff/settings', headers: owner.headers, payload: value });
    const withBranches = (branches: object[]) => ({ ...before, trials: { ...before.trials, branches } });

    // A branch the shop does not have is refused on its entry; a manager may not change the hours.
    const unknown = await put(withBranches([{ branchCode: 'ZZZ', opens: '14:00', closes: '16:00' }]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ 'trials.branches.0.branchCode': 'There is no branch ZZZ' });
    const manager = await signInAsStaff(ctx, 'manager', [branch.code]);
    const hours = withBranches([{ branchCode: branch.code.toLowerCase(), opens: '14:00', closes: '16:00' }]);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/staff/settings',
          headers: manager.headers,
          payload: hours,
        })
      ).statusCode,
    ).toBe(403);
    const saved = await put(hours);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value.trials.branches).toEqual([
      { branchCode: branch.code, opens: '14:00', closes: '16:00' },
    ]);
    const audited = await ctx.app.db.execute<{ after: { trials: { branches: unknown[] } } }>(
      sql`select after from audit_log where entity = 'settings' order by created_at desc, id desc limit 1`,
    );
    expect(audited.rows[0]?.after.trials.branches).toHaveLength(1);

    try {
      const own = await slots(piece.code);
      expect(own).toMatchObject({ branchCode: branch.code, opens: '14:00', closes: '16:00' });
      expect(own.slots).toEqual(['14:00', '14:30', '15:00', '15:30']);
      const shopWide = await slots(elsewhere.code);
      expect(shopWide).toMatchObject({ opens: '11:30', closes: '20:00' });
      expect(shopWide.slots).toContain('12:00');

      const bride = await createCustomer(ctx);
      const early = await book(bride, piece.code, '12:00');
      expect(early.statusCode).toBe(400);
      expect(early.json().error.message).toBe('Trials are held in half-hour slots between 14:00 and 16:00.');
      expect((await book(bride, piece.code, '16:00')).statusCode).toBe(400);
      expect((await book(bride, piece.code, '15:30')).statusCode).toBe(201);
      expect((await book(bride, elsewhere.code, '12:00')).statusCode).toBe(201);
    } finally {
      expect((await put(withBranches([]))).statusCode).toBe(200);
    }
  });
});
