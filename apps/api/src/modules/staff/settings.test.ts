import { DEFAULT_SETTINGS, type Settings } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { eventIn, pickPiece, placeOrder, rentIntoCart } from '../../test-support/commerce.ts';
import { createCustomer } from '../../test-support/customers.ts';
import { type SignedInStaff, signInAsStaff } from '../../test-support/staff.ts';

let ctx: TestContext;
let owner: SignedInStaff;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signInAsStaff(ctx, 'owner');
});
afterAll(() => ctx.close());

type Body = Record<string, unknown>;
const copy = (): Settings & Body => structuredClone(DEFAULT_SETTINGS);

const put = (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: '/api/staff/settings', headers, payload: payload as Body });

async function current(): Promise<Settings> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/staff/settings', headers: owner.headers });
  expect(res.statusCode).toBe(200);
  return res.json().value;
}

async function settingsAudits(): Promise<number> {
  const rows = await ctx.app.db.execute(
    sql`select count(*)::int as n from audit_log where entity = 'settings'`,
  );
  return (rows.rows[0] as { n: number }).n;
}

const publicAdvance = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/settings/public' })).json().advance.rentPct;

describe('settings editor (owners)', () => {
  it('refuses managers and staff: 403 to read, change or see the history, nothing changed', async () => {
    const manager = await signInAsStaff(ctx, 'manager', ['KDV']);
    const member = await signInAsStaff(ctx, 'staff', ['KDV']);
    const changed = { ...copy(), advance: { rentPct: 50, buyPct: 10 } };
    for (const who of [manager, member]) {
      for (const url of ['/api/staff/settings', '/api/staff/settings/history']) {
        const read = await ctx.app.inject({ method: 'GET', url, headers: who.headers });
        expect(read.statusCode).toBe(403);
      }
      expect((await put(who.headers, changed)).statusCode).toBe(403);
    }
    expect(await publicAdvance()).toBe(25);
    expect(await settingsAudits()).toBe(0);
  });

  it('refuses values out of range, unknown keys and inconsistent periods with clear messages', async () => {
    const before = await current();
    const cases: Array<[string, Body, string, string | RegExp]> = [
      ['negative advance', { advance: { rentPct: -5, buyPct: 10 } }, 'advance.rentPct', /between 0 and 100/],
      ['advance over 100', { advance: { rentPct: 150, buyPct: 10 } }, 'advance.rentPct', /between 0 and 100/],
      [
        'late fee over 100',
        { lifecycle: { ...before.lifecycle, lateFeePctPerDay: 120 } },
        'lifecycle.lateFeePctPerDay',
        /between 0 and 100/,
      ],
      [
        'hold of 0 minutes',
        { rental: { ...before.rental, holdMinutes: 0 } },
        'rental.holdMinutes',
        /at least 1$/,
      ],
      [
        'hold longer than a day',
        { rental: { ...before.rental, holdMinutes: 10 ** 9 } },
        'rental.holdMinutes',
        'Give at most 1440',
      ],
      [
        'store credit valid for ever',
        { cancellation: { ...before.cancellation, storeCreditValidityDays: 2 ** 31 } },
        'cancellation.storeCreditValidityDays',
        'Give at most 3650',
      ],
      [
        'unknown key',
        { advance: { rentPct: 30, buyPct: 10, depositPct: 5 } },
        'advance.depositPct',
        'There is no such setting',
      ],
      ['unknown section', { bogus: 1 }, 'bogus', 'There is no such setting'],
      [
        'default period not offered',
        { rental: { ...before.rental, defaultPeriod: 5 } },
        'rental.defaultPeriod',
        /one of the periods/,
      ],
    ];
    for (const [name, patch, field, message] of cases) {
      const res = await put(owner.headers, { ...copy(), ...patch });
      expect(res.statusCode, name).toBe(400);
      const error = res.json().error;
      expect(error.code, name).toBe('VALIDATION');
      expect(error.fields[field], name).toMatch(message);
    }
    expect(await current()).toEqual(before);
    expect(await settingsAudits()).toBe(0);
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/settings/history',
      headers: owner.headers,
    });
    expect(history.json().items).toEqual([]);
  });

  it('saves a change that the shop uses at once, audited, with before → after in the history', async () => {
    expect(await publicAdvance()).toBe(25); // read once: any cache now holds the old value
    const next = copy();
    next.advance.rentPct = 30;
    next.lifecycle.rateCard[0] = { code: 'stain', label: 'Haldi or mehendi stain', amount: 350 };
    const res = await put(owner.headers, next);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.advance.rentPct).toBe(30);
    expect(await publicAdvance()).toBe(30);

    // A new customer's order takes 30 % as its advance.
    const who = await createCustomer(ctx);
    const piece = await pickPiece(ctx, 'men');
    await rentIntoCart(ctx, who, piece, eventIn(ctx, 20));
    const placed = await placeOrder(ctx, who);
    expect(placed.statusCode).toBe(201);
    const { amounts } = placed.json().order as { amounts: { total: number; advance: number } };
    expect(amounts.advance).toBe(Math.round(amounts.total * 0.3));

    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/settings/history',
      headers: owner.headers,
    });
    const [entry] = history.json().items;
    expect(entry.staffName).toMatch(/Test owner/);
    expect(entry.changes).toEqual([
      { path: 'advance.rentPct', before: 25, after: 30 },
      { path: 'lifecycle.rateCard.0.amount', before: 300, after: 350 },
    ]);
    const audit = await ctx.app.inject({ method: 'GET', url: '/api/staff/audit', headers: owner.headers });
    const row = audit.json().items.find((r: { entity: string }) => r.entity === 'settings');
    expect(row).toMatchObject({ action: 'settings.update', staffId: owner.staffId });
    expect(row.before.advance.rentPct).toBe(25);
    expect(row.after.advance.rentPct).toBe(30);

    // Saving the same values again changes nothing and is refused.
    const again = await put(owner.headers, next);
    expect(again.statusCode).toBe(400);
    expect(await settingsAudits()).toBe(1);
  });

  it('sees a change written by another server process at once (no stale copy in memory)', async () => {
    expect(await publicAdvance()).toBe(30);
    const changed = { ...(await current()), advance: { rentPct: 35, buyPct: 10 } };
    // Another process writes the record: only the database knows.
    await ctx.app.db.execute(
      sql`update settings set value = ${JSON.stringify(changed)}::jsonb, updated_at = clock_timestamp() where id = 1`,
    );
    expect(await publicAdvance()).toBe(35);
  });
});
