import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { createCustomer } from '../../test-support/customers.ts';
import { signInAsStaff } from '../../test-support/staff.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const list = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/staff/branches', headers });

describe('GET /api/staff/branches', () => {
  it('gives a member only the branches they work at, with the ids the calendar takes', async () => {
    const staff = await signInAsStaff(ctx, 'staff', ['KDV', 'GKP']);
    const res = await list(staff.headers);
    expect(res.statusCode).toBe(200);
    const codes = (res.json() as { id: number; code: string }[]).map((b) => b.code).sort();
    expect(codes).toEqual(['GKP', 'KDV']);
    for (const branch of res.json() as { id: number }[]) expect(branch.id).toBeGreaterThan(0);
  });

  it('gives an owner every branch', async () => {
    const owner = await signInAsStaff(ctx, 'owner');
    const res = await list(owner.headers);
    expect(res.statusCode).toBe(200);
    expect((res.json() as unknown[]).length).toBeGreaterThanOrEqual(12);
  });

  it('refuses a customer and a caller without a token', async () => {
    const customer = await createCustomer(ctx);
    expect((await list(customer.headers)).statusCode).toBe(401);
    expect((await list()).statusCode).toBe(401);
  });
});
