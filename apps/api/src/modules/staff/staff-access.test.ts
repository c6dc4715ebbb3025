import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../plugins/openapi-operations.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { createCustomer } from '../../test-support/customers.ts';
import { signInAsStaff } from '../../test-support/staff.ts';
import { placedRental } from '../../test-support/staff-orders.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const staffRoutes = Object.entries(OPERATIONS)
  .filter(([, op]) => op.access === 'staff')
  .map(([key]) => {
    const [method, path] = key.split(' ') as [Method, string];
    return { method, url: path.replace(/:n\b/, '0').replace(/:[A-Za-z]+/g, () => randomUUID()) };
  });

describe('staff routes', () => {
  it('answer 401 to no token and to a customer token, every one of them', async () => {
    expect(staffRoutes.length).toBeGreaterThan(20);
    const customer = await createCustomer(ctx);
    for (const { method, url } of staffRoutes) {
      const anonymous = await ctx.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asCustomer = await ctx.app.inject({
        method,
        url,
        headers: customer.headers,
        payload: method === 'GET' ? undefined : {},
      });
      expect(asCustomer.statusCode, `${method} ${url} as a customer`).toBe(401);
    }
  });

  it('answer 403 to staff on refunds, staff accounts and the audit log; 404 for another branch', async () => {
    const rental = await placedRental(ctx);
    const member = await signInAsStaff(ctx, 'staff', [rental.branchCode]);
    const manager = await signInAsStaff(ctx, 'manager', [rental.branchCode]);
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${rental.orderId}/refund`,
      headers: member.headers,
      payload: { method: 'cash' },
    });
    expect(refund.statusCode).toBe(403);
    for (const who of [member, manager]) {
      for (const [method, url] of [
        ['GET', '/api/staff/members'],
        ['POST', '/api/staff/members'],
        ['PATCH', `/api/staff/members/${member.staffId}`],
        ['GET', '/api/staff/audit'],
      ] as const) {
        const res = await ctx.app.inject({
          method,
          url,
          headers: who.headers,
          payload: method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    const elsewhere = await signInAsStaff(ctx, 'manager', [rental.branchCode === 'AMD' ? 'GKP' : 'AMD']);
    const lineId = randomUUID();
    for (const step of ['prepare', 'refund', 'payments', 'cancel']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/staff/orders/${rental.orderId}/${step}`,
        headers: elsewhere.headers,
        payload: step === 'payments' ? { kind: 'balance', method: 'cash', amount: 10 } : { lineId },
      });
      expect(res.statusCode, step).toBe(404);
    }
  });
});

describe('staff accounts (owner)', () => {
  it('adds, changes and disables staff; disabling ends their sessions; all of it audited', async () => {
    const owner = await signInAsStaff(ctx, 'owner');
    const member = await signInAsStaff(ctx, 'staff', ['KDV']);
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/members',
      headers: owner.headers,
      payload: { mobile: '7999000001', name: 'Ravi', role: 'staff', branchIds: [] },
    });
    expect(added.statusCode).toBe(400);
    // A branch that does not exist, also one past the database's integer: the field is named, nobody is added.
    for (const branchIds of [[999_999], [2_147_483_648]]) {
      const unknown = await ctx.app.inject({
        method: 'POST',
        url: '/api/staff/members',
        headers: owner.headers,
        payload: { mobile: '7999000001', name: 'Ravi', role: 'staff', branchIds },
      });
      expect(unknown.statusCode, JSON.stringify(branchIds)).toBe(400);
      expect(Object.keys(unknown.json().error.fields)).toEqual([expect.stringMatching(/^branchIds/)]);
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/api/staff/members', headers: owner.headers });
    expect(list.json().items.some((s: { mobile: string }) => s.mobile === '7999000001')).toBe(false);
    const kdv = list.json().items.find((s: { id: string }) => s.id === member.staffId).branchIds;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/members',
      headers: owner.headers,
      payload: { mobile: '7999000001', name: 'Ravi', role: 'staff', branchIds: kdv },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Ravi', role: 'staff', active: true, branchIds: kdv });
    const twice = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/members',
      headers: owner.headers,
      payload: { mobile: '7999000001', name: 'Ravi', role: 'staff', branchIds: kdv },
    });
    expect(twice.statusCode).toBe(409);

    const promoted = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/staff/members/${created.json().id}`,
      headers: owner.headers,
      payload: { role: 'manager', name: 'Ravi K' },
    });
    expect(promoted.json()).toMatchObject({ role: 'manager', name: 'Ravi K' });

    const disabled = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/staff/members/${member.staffId}`,
      headers: owner.headers,
      payload: { active: false },
    });
    expect(disabled.json().active).toBe(false);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/staff/me', headers: member.headers });
    expect(me.statusCode).toBe(401);
    const self = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/staff/members/${owner.staffId}`,
      headers: owner.headers,
      payload: { active: false },
    });
    expect(self.statusCode).toBe(409);

    const audit = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/audit?staffId=${owner.staffId}`,
      headers: owner.headers,
    });
    const rows = audit.json().items as { action: string; before: unknown; after: unknown; ip: string }[];
    expect(rows.map((r) => r.action).sort()).toEqual(['staff.create', 'staff.disable', 'staff.update']);
    expect(rows.find((r) => r.action === 'staff.disable')).toMatchObject({
      before: { active: true },
      after: { active: false },
    });
  });
});
