import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { auditActions, branchByCode, createPieceAs, rentalForm } from '../../test-support/pieces.ts';
import { signInAsStaff } from '../../test-support/staff.ts';

let ctx: TestContext;
let kdv: { id: number; code: string };
let gkp: { id: number; code: string };

beforeAll(async () => {
  ctx = await createTestApp();
  kdv = await branchByCode(ctx, 'KDV');
  gkp = await branchByCode(ctx, 'GKP');
});
afterAll(() => ctx.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function productCount(): Promise<number> {
  const found = await ctx.app.db.execute(sql`select count(*)::int as n from products`);
  return Number((found.rows[0] as { n: number }).n);
}

describe('staff inventory: create and edit pieces', () => {
  it('an owner adds a rental with the next code of its category; the storefront lists and shows it', async () => {
    const owner = await signInAsStaff(ctx, 'owner');
    const made = await call(
      'POST',
      '/api/staff/pieces',
      owner.headers,
      rentalForm(kdv.id, { name: 'Emerald Jodhpuri Tuxedo' }),
    );
    expect(made.statusCode).toBe(201);
    const piece = made.json();
    expect(piece).toMatchObject({
      code: expect.stringMatching(/^DST\d+$/),
      name: 'Emerald Jodhpuri Tuxedo',
      status: 'active',
      baseRent: 4999,
      deposit: 5000,
      replacementValue: 24000,
      branch: { code: 'KDV' },
      photos: [],
    });
    const page = await ctx.app.inject({ method: 'GET', url: `/api/products/${piece.code}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      name: 'Emerald Jodhpuri Tuxedo',
      rent: 4999,
      deposit: 5000,
      mrp: 32999,
    });
    const listing = await ctx.app.inject({
      method: 'GET',
      url: '/api/products?type=rent&q=emerald%20jodhpuri',
    });
    expect(listing.json().items.map((p: { code: string }) => p.code)).toContain(piece.code);
    expect(await auditActions(ctx, piece.id)).toEqual(['piece.create']);

    // The next one of the category takes the next number.
    const next = await createPieceAs(
      ctx,
      owner.headers,
      rentalForm(gkp.id, { name: 'Ivory Jodhpuri Tuxedo' }),
    );
    expect(Number(next.code.slice(3))).toBe(Number(piece.code.slice(3)) + 1);
  });

  it('finds pieces by code or name with filters, a page at a time', async () => {
    const owner = await signInAsStaff(ctx, 'owner');
    const made = await createPieceAs(
      ctx,
      owner.headers,
      rentalForm(gkp.id, { name: 'Saffron Search Sherwani' }),
    );
    const byName = await call(
      'GET',
      '/api/staff/pieces?q=saffron%20search&branch=GKP&type=rent',
      owner.headers,
    );
    expect(byName.json()).toMatchObject({ total: 1, items: [{ code: made.code, branch: { code: 'GKP' } }] });
    const byCode = await call(
      'GET',
      `/api/staff/pieces?q=${made.code.toLowerCase()}&status=active&size=40`,
      owner.headers,
    );
    expect(byCode.json().items.map((p: { code: string }) => p.code)).toEqual([made.code]);
    const none = await call('GET', `/api/staff/pieces?q=${made.code}&colour=Mint`, owner.headers);
    expect(none.json().total).toBe(0);
    const paged = await call(
      'GET',
      '/api/staff/pieces?category=DST&pageSize=5&page=2&sort=price&dir=desc',
      owner.headers,
    );
    expect(paged.statusCode).toBe(200);
    expect(paged.json().items).toHaveLength(5);
    const prices = paged
      .json()
      .items.map((p: { baseRent: number | null; salePrice: number | null }) => p.baseRent ?? p.salePrice);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
  });

  it('an owner edits prices and details; the audit log keeps before and after', async () => {
    const owner = await signInAsStaff(ctx, 'owner');
    const made = await createPieceAs(ctx, owner.headers, rentalForm(kdv.id));
    const saved = await call(
      'PUT',
      `/api/staff/pieces/${made.id}`,
      owner.headers,
      rentalForm(kdv.id, { baseRent: 5499, isOnline: false }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ baseRent: 5499, isOnline: false });
    const audit = await ctx.app.db.execute(
      sql`select before, after from audit_log where entity_id = ${String(made.id)} and action = 'piece.update'`,
    );
    const entry = audit.rows[0] as { before: { baseRent: number }; after: { baseRent: number } };
    expect([entry.before.baseRent, entry.after.baseRent]).toEqual([4999, 5499]);
    const kind = await call(
      'PUT',
      `/api/staff/pieces/${made.id}`,
      owner.headers,
      rentalForm(kdv.id, { type: 'buy', salePrice: 900, mrp: 9000 }),
    );
    expect(kind.statusCode).toBe(400);
  });

  it('staff may look but not create pieces or change prices; managers only at their branches', async () => {
    const owner = await signInAsStaff(ctx, 'owner');
    const atKdv = await createPieceAs(ctx, owner.headers, rentalForm(kdv.id));
    const atGkp = await createPieceAs(ctx, owner.headers, rentalForm(gkp.id));
    const staff = await signInAsStaff(ctx, 'staff', ['KDV']);
    const before = await productCount();
    expect((await call('POST', '/api/staff/pieces', staff.headers, rentalForm(kdv.id))).statusCode).toBe(403);
    const priced = await call(
      'PUT',
      `/api/staff/pieces/${atKdv.id}`,
      staff.headers,
      rentalForm(kdv.id, { baseRent: 1 }),
    );
    expect(priced.statusCode).toBe(403);
    const bulk = await call('POST', '/api/staff/pieces/bulk-price', staff.headers, {
      filter: {},
      kind: 'percent',
      value: 10,
    });
    expect(bulk.statusCode).toBe(403);
    expect((await call('GET', `/api/staff/pieces/${atKdv.id}`, staff.headers)).json().baseRent).toBe(4999);
    expect(await productCount()).toBe(before);

    const manager = await signInAsStaff(ctx, 'manager', ['KDV']);
    expect((await call('GET', `/api/staff/pieces/${atGkp.id}`, manager.headers)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/staff/pieces/${atGkp.id}`, manager.headers, rentalForm(gkp.id))).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/staff/pieces', manager.headers, rentalForm(gkp.id))).statusCode).toBe(
      404,
    );
    const theirs = await call('GET', '/api/staff/pieces?pageSize=100', manager.headers);
    expect(theirs.json().items.every((p: { branch: { code: string } }) => p.branch.code === 'KDV')).toBe(
      true,
    );
    const edited = await call(
      'PUT',
      `/api/staff/pieces/${atKdv.id}`,
      manager.headers,
      rentalForm(kdv.id, { deposit: 6000 }),
    );
    expect(edited.statusCode).toBe(200);
    expect(await auditActions(ctx, atGkp.id)).toEqual(['piece.create']);
  });

  it('refuses a negative price or a sale without its MRP with clear messages, changing nothing', async () => {
    const owner = await signInAsStaff(ctx, 'owner');
    const made = await createPieceAs(ctx, owner.headers, rentalForm(kdv.id));
    const before = await productCount();
    const negative = await call(
      'POST',
      '/api/staff/pieces',
      owner.headers,
      rentalForm(kdv.id, { baseRent: -500 }),
    );
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields.baseRent).toBe('Base rent must not be negative');
    const edit = await call(
      'PUT',
      `/api/staff/pieces/${made.id}`,
      owner.headers,
      rentalForm(kdv.id, { deposit: -1 }),
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.fields.deposit).toBe('Deposit must not be negative');
    const sale = await call(
      'POST',
      '/api/staff/pieces',
      owner.headers,
      rentalForm(kdv.id, { type: 'buy', salePrice: 5000, mrp: null }),
    );
    expect(sale.statusCode).toBe(400);
    expect(sale.json().error.fields.mrp).toBe('A sale piece needs its real MRP');
    const above = await call(
      'POST',
      '/api/staff/pieces',
      owner.headers,
      rentalForm(kdv.id, { type: 'buy', salePrice: 9000, mrp: 5000 }),
    );
    expect(above.json().error.fields.salePrice).toBe('The sale price must not be above the MRP');
    expect(await productCount()).toBe(before);
    expect((await call('GET', `/api/staff/pieces/${made.id}`, owner.headers)).json().deposit).toBe(5000);
    expect(await auditActions(ctx, made.id)).toEqual(['piece.create']);
  });
});

describe('bulk price change', () => {
  it('previews the count, then changes every filtered price with one audit entry listing the pieces', async () => {
    const owner = await signInAsStaff(ctx, 'owner');
    const a = await createPieceAs(
      ctx,
      owner.headers,
      rentalForm(kdv.id, { name: 'Bulk Test Bandhgala', baseRent: 2000 }),
    );
    const b = await createPieceAs(
      ctx,
      owner.headers,
      rentalForm(kdv.id, { name: 'Bulk Test Achkan', baseRent: 3000 }),
    );
    const filter = { q: 'bulk test', branch: 'KDV' };
    const preview = await call('POST', '/api/staff/pieces/bulk-price', owner.headers, {
      filter,
      kind: 'percent',
      value: 10,
      preview: true,
    });
    expect(preview.json()).toMatchObject({ count: 2, applied: false });
    expect((await call('GET', `/api/staff/pieces/${a.id}`, owner.headers)).json().baseRent).toBe(2000);

    const tooFar = await call('POST', '/api/staff/pieces/bulk-price', owner.headers, {
      filter,
      kind: 'amount',
      value: -2500,
    });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().error.message).toContain('Nothing was changed');
    expect((await call('GET', `/api/staff/pieces/${b.id}`, owner.headers)).json().baseRent).toBe(3000);

    const applied = await call('POST', '/api/staff/pieces/bulk-price', owner.headers, {
      filter,
      kind: 'percent',
      value: 10,
    });
    expect(applied.json()).toMatchObject({ count: 2, applied: true });
    expect((await call('GET', `/api/staff/pieces/${a.id}`, owner.headers)).json().baseRent).toBe(2200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/products/${b.code}` })).json().rent).toBe(3300);
    const audit = await ctx.app.db.execute(
      sql`select after from audit_log where action = 'piece.bulk_price' order by created_at desc limit 1`,
    );
    const { pieces } = (
      audit.rows[0] as { after: { pieces: { code: string; before: number; after: number }[] } }
    ).after;
    expect(pieces).toEqual(
      expect.arrayContaining([
        { id: a.id, code: a.code, before: 2000, after: 2200 },
        { id: b.id, code: b.code, before: 3000, after: 3300 },
      ]),
    );
  });

  it('a manager changes only the prices of their own branches', async () => {
    const owner = await signInAsStaff(ctx, 'owner');
    const away = await createPieceAs(
      ctx,
      owner.headers,
      rentalForm(gkp.id, { name: 'Branchy Kurta Set', baseRent: 1500 }),
    );
    const home = await createPieceAs(
      ctx,
      owner.headers,
      rentalForm(kdv.id, { name: 'Branchy Kurta Set', baseRent: 1500 }),
    );
    const manager = await signInAsStaff(ctx, 'manager', ['KDV']);
    const res = await call('POST', '/api/staff/pieces/bulk-price', manager.headers, {
      filter: { q: 'branchy kurta' },
      kind: 'amount',
      value: 100,
    });
    expect(res.json()).toMatchObject({ count: 1, applied: true });
    expect((await call('GET', `/api/staff/pieces/${home.id}`, owner.headers)).json().baseRent).toBe(1600);
    expect((await call('GET', `/api/staff/pieces/${away.id}`, owner.headers)).json().baseRent).toBe(1500);
  });
});
