import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { createCustomer } from '../../test-support/customers.ts';
import { receiveCode } from '../../test-support/login.ts';
import { signInAsStaff } from '../../test-support/staff.ts';
import { NOT_STAFF, STAFF_SESSION_MS } from './sign-in.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('staff sign-in', () => {
  it('gives a staff token that names the role and branches, separate from a customer token', async () => {
    const member = await signInAsStaff(ctx, 'staff', ['KDV', 'GKP']);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/staff/me', headers: member.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ role: 'staff', mobile: member.mobile });
    expect(me.json().branchIds).toHaveLength(2);
    // The staff token is not a customer session, and a customer token is not a staff one.
    const asCustomer = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: member.headers });
    expect(asCustomer.statusCode).toBe(401);
    const customer = await createCustomer(ctx);
    const customerAsStaff = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/me',
      headers: customer.headers,
    });
    expect(customerAsStaff.statusCode).toBe(401);
  });

  it('refuses a number that is not staff, with the right code or not', async () => {
    const customer = await createCustomer(ctx);
    const { otp, remoteAddress } = await receiveCode(ctx, customer.mobile);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/auth/verify',
      payload: { mobile: customer.mobile, otp },
      remoteAddress,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(NOT_STAFF);
  });

  it('ends after a working day, and at sign-out', async () => {
    const member = await signInAsStaff(ctx, 'owner');
    ctx.clock.advance(STAFF_SESSION_MS + 1000);
    const expired = await ctx.app.inject({ method: 'GET', url: '/api/staff/me', headers: member.headers });
    expect(expired.statusCode).toBe(401);

    const again = await signInAsStaff(ctx, 'manager');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/auth/logout',
      headers: again.headers,
    });
    expect(out.statusCode).toBe(204);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/staff/me', headers: again.headers });
    expect(after.statusCode).toBe(401);
  });
});
