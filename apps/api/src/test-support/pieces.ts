import { sql } from 'drizzle-orm';
import type { TestContext } from './app.ts';

/** A branch of the demo shop by its code. */
export async function branchByCode(ctx: TestContext, code: string): Promise<{ id: number; code: string }> {
  const found = await ctx.app.db.execute(sql`select id, code from branches where code = ${code}`);
  const row = found.rows[0] as { id: number; code: string } | undefined;
  if (!row) throw new Error(`no branch ${code}`);
  return row;
}

/** A rental form for a men's designer suit at a branch; `over` changes any field. */
export function rentalForm(branchId: number, over: Record<string, unknown> = {}) {
  return {
    name: 'Midnight Velvet Tuxedo',
    type: 'rent',
    categoryCode: 'DST',
    branchId,
    size: 40,
    colours: ['Black', 'Gold'],
    baseRent: 4999,
    deposit: 5000,
    replacementValue: 24000,
    salePrice: null,
    mrp: 32999,
    description: 'Velvet shawl-lapel tuxedo with satin trim.',
    isOnline: true,
    ...over,
  };
}

/** Creates a piece through the API as this staff member; fails the test when refused. */
export async function createPieceAs(
  ctx: TestContext,
  headers: Record<string, string>,
  form: Record<string, unknown>,
): Promise<{ id: number; code: string }> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/staff/pieces', headers, payload: form });
  if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; code: string };
}

/** The audit actions written for one entity, oldest first. */
export async function auditActions(ctx: TestContext, entityId: string | number): Promise<string[]> {
  const found = await ctx.app.db.execute(
    sql`select action from audit_log where entity_id = ${String(entityId)} order by created_at, action`,
  );
  return (found.rows as { action: string }[]).map((r) => r.action);
}
