import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { signInAsStaff } from '../../test-support/staff.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Rental pieces of a category at a branch, most rented first. */
async function pieces(category: string, branch: string, n: number): Promise<string[]> {
  const r = await ctx.app.db.execute<{ code: string }>(sql`
    select p.code from products p join categories c on c.id = p.category_id join branches b on b.id = p.branch_id
    where c.code = ${category} and b.code = ${branch} and p.type = 'rent' and p.is_active
    order by p.times_booked desc, p.id limit ${n}`);
  return r.rows.map((row) => row.code);
}

async function branchId(code: string): Promise<number> {
  const r = await ctx.app.db.execute<{ id: number }>(sql`select id from branches where code = ${code}`);
  return Number(r.rows[0]!.id);
}

describe('staff kits', () => {
  it('managers compose a kit at their branch, audited; staff may not; another branch is refused', async () => {
    const manager = await signInAsStaff(ctx, 'manager', ['KDV']);
    const form = {
      name: 'Haldi Kurta Kit',
      group: 'men',
      branchId: await branchId('KDV'),
      price: null,
      discountPct: 12,
      parts: [
        { label: 'Sherwani', categoryCode: 'IWS', pieces: await pieces('IWS', 'KDV', 3) },
        { label: 'Mala', categoryCode: 'MAL', pieces: await pieces('MAL', 'KDV', 1) },
      ],
    };
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/kits',
      headers: manager.headers,
      payload: form,
    });
    expect(made.statusCode).toBe(201);
    const kit = made.json();
    expect(kit).toMatchObject({ name: 'Haldi Kurta Kit', discountPct: 12, price: null, group: 'men' });
    expect(kit.code).toMatch(/^KIT\d{4}$/);
    expect(kit.parts.map((p: { pieces: unknown[] }) => p.pieces.length)).toEqual([3, 1]);
    const audit = await ctx.app.db.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'kit' and entity_id = ${String(kit.id)}`,
    );
    expect(audit.rows.map((a) => a.action)).toEqual(['kit.create']);

    // The storefront shows it at once.
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/kits/${kit.slug}` });
    expect(shown.statusCode).toBe(200);

    // A kit price instead of the discount; and switched off, it leaves the storefront.
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/staff/kits/${kit.id}`,
      headers: manager.headers,
      payload: { ...form, price: 4999, discountPct: null, isActive: false },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ price: 4999, discountPct: null, isActive: false });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/kits/${kit.slug}` })).statusCode).toBe(404);

    const staff = await signInAsStaff(ctx, 'staff', ['KDV']);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/kits',
      headers: staff.headers,
      payload: form,
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/staff/kits', headers: staff.headers })).statusCode,
    ).toBe(403);

    const other = await signInAsStaff(ctx, 'manager', ['GKP']);
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/kits',
      headers: other.headers,
      payload: form,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/staff/kits/${kit.id}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a piece of another kind or branch, and a kit with both a price and a discount', async () => {
    const owner = await signInAsStaff(ctx, 'owner');
    const base = {
      name: 'Mixed Kit',
      group: 'men',
      branchId: await branchId('KDV'),
      price: null,
      discountPct: 5,
      parts: [
        { label: 'Sherwani', categoryCode: 'IWS', pieces: await pieces('MAL', 'KDV', 1) },
        { label: 'Mala', categoryCode: 'MAL', pieces: await pieces('MAL', 'KDV', 1) },
      ],
    };
    const wrongKind = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/kits',
      headers: owner.headers,
      payload: base,
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error.fields['parts.0.pieces']).toContain('is not a');
    const both = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/kits',
      headers: owner.headers,
      payload: { ...base, price: 3000 },
    });
    expect(both.statusCode).toBe(400);
    const count = await ctx.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from kits where name = 'Mixed Kit'`,
    );
    expect(count.rows[0]!.n).toBe(0);
  });
});
